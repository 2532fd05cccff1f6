import { describe, expect, it } from 'vitest';
import ar from '../../lib/help-centre/help.ar';
import en from '../../lib/help-centre/help.en';
import fr from '../../lib/help-centre/help.fr';
import { categoryOf, handOverTicket, understand, type AssistantAnswer } from './assistant';

const topic = (answer: AssistantAnswer) =>
  answer.kind === 'faq' ? answer.entry.id : answer.kind === 'guide' ? answer.guide.id : answer.kind;

describe('the live chat assistant', () => {
  it('answers a question about returns with the FAQ entry, in each language', () => {
    expect(topic(understand('How do I return an item?', en))).toBe('returns');
    expect(topic(understand('Can I get a refund?', en))).toBe('returns');
    expect(topic(understand('Comment retourner un article ?', fr))).toBe('returns');
    expect(topic(understand('كيف أرجع منتجًا؟', ar))).toBe('returns');
    const answer = understand('what is your return policy', en);
    expect(answer.kind === 'faq' && answer.entry.answer.join(' ')).toContain('30 days');
  });

  it('finds the other topics of the help centre', () => {
    expect(topic(understand('I forgot my password', en))).toBe('password-reset');
    expect(topic(understand('Can I cancel my order?', en))).toBe('change-cancel');
    expect(topic(understand('How long does shipping take?', en))).toBe('shipping-times');
    expect(topic(understand('Puis-je payer par carte ?', fr))).toBe('payment-options');
    expect(topic(understand('Do you ship abroad?', en))).toBe('international-shipping');
  });

  it('recognises "where is my order" in the three languages', () => {
    for (const question of [
      'Where is my order?',
      "where's my parcel",
      'Track my order please',
      'Où est ma commande ?',
      'ou en est mon colis',
      'أين طلبي؟',
    ]) {
      expect(understand(question, en).kind, question).toBe('order');
    }
  });

  it('recognises a wish to talk to a person, a greeting, and what it cannot answer', () => {
    expect(understand('I want to talk to a person', en).kind).toBe('person');
    expect(understand('Je veux parler à un conseiller', fr).kind).toBe('person');
    expect(understand('أريد التحدث مع موظف', ar).kind).toBe('person');
    expect(understand('Bonjour !', fr).kind).toBe('greeting');
    expect(understand('مرحبًا', ar).kind).toBe('greeting');
    expect(understand('qwerty zxcvb', en).kind).toBe('fallback');
  });

  it('files the handed-over conversation under the topic it was about', () => {
    expect(categoryOf([understand('How do I return an item?', en)])).toBe('Returns');
    expect(categoryOf([understand('Where is my order?', en)])).toBe('Orders');
    expect(categoryOf([understand('qwerty', en)])).toBe('General');
  });

  it('makes the ticket from the conversation, within the ticket limits', () => {
    const ticket = handOverTicket(
      [
        { from: 'assistant', text: 'Hello!' },
        { from: 'customer', text: 'My   parcel\nis late' },
        { from: 'assistant', text: 'Sorry to hear that.' },
      ],
      { subject: (q) => `Live chat: ${q}`, customer: 'Customer', assistant: 'Assistant' },
      { subject: 200, message: 5000 },
    );
    expect(ticket.subject).toBe('Live chat: My parcel is late');
    expect(ticket.message).toBe(
      'Assistant: Hello!\n\nCustomer: My   parcel\nis late\n\nAssistant: Sorry to hear that.',
    );
    const long = handOverTicket(
      [{ from: 'customer', text: 'x'.repeat(6000) }],
      { subject: (q) => q, customer: 'C', assistant: 'A' },
      { subject: 200, message: 5000 },
    );
    expect(long.subject).toHaveLength(200);
    expect(long.message).toHaveLength(5000);
  });
});
