import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@souk/shared/constants';
import { toCsv } from '../../../lib/csv-file';
import { loadTranslation, translate } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/language';
import { brandReport } from '../overview/test-fixtures';
import { reportCsvRows, reportFileName } from './report-csv';

const tIn =
  (language: Language): TFunction =>
  (key, vars) =>
    translate(language, key, vars);

describe('the exported report', () => {
  beforeAll(async () => {
    await loadTranslation('fr');
    await loadTranslation('ar');
  });

  it('holds exactly the shown figures, amounts with two decimals, text escaped', () => {
    const lines = toCsv(reportCsvRows(brandReport('week'), tIn('en'), 'en')).split('\r\n');
    expect(lines.slice(0, 12)).toEqual([
      'Sales report,"Medina, ""Threads"""',
      'Period,Weekly (last 7 days)',
      'From,2026-06-09',
      'To,2026-06-15',
      '',
      'Totals for the period',
      'Figure,Value,Previous period,Change (%)',
      'Revenue (dt),127.50,45.00,183.3',
      'Orders,3,1,200',
      'Units sold,5,6,-16.7',
      'Average order value (dt),63.75,45.00,',
      '',
    ]);
    const chart = lines.indexOf('Revenue and orders over time');
    expect(lines.slice(chart + 1, chart + 3)).toEqual([
      'Day,Revenue (dt),Orders',
      '2026-06-09,0.00,0',
    ]);
    expect(lines[chart + 8]).toBe('2026-06-15,90.00,1');
    const sellers = lines.indexOf('Best sellers');
    expect(lines.slice(sellers + 1, sellers + 4)).toEqual([
      'Product,Units sold,Revenue (dt)',
      '"Mug, ""the big one""",3,37.50',
      "'=Silk Scarf,2,90.00",
    ]);
    const stock = lines.indexOf('Stock running low');
    expect(lines.slice(stock + 1, stock + 4)).toEqual([
      'Product,In stock,Stock level',
      'Linen Shirt,0,30',
      'Silk Scarf,7,30',
    ]);
    const report = lines.indexOf('Monthly orders report');
    expect(lines[report + 1]).toBe('Month,Orders,Sales (dt),Change (%)');
    expect(lines[report + 2]).toBe('2025-07,0,0.00,');
    expect(lines[report + 13]).toBe('2026-06,3,127.50,183.3');
    expect(lines.slice(report + 14)).toEqual([
      'Orders in 12 months,7',
      'Best month,2026-06,127.50,3',
      'Recent trend,Down 12.5%',
      '',
    ]);
  });

  it('writes months for a yearly range, and its headers in the reader’s language', () => {
    const french = reportCsvRows(brandReport('year'), tIn('fr'), 'fr');
    expect(french[1]).toEqual(['Période', 'Annuelle (12 derniers mois)']);
    expect(french[6]).toEqual(['Indicateur', 'Valeur', 'Période précédente', 'Évolution (%)']);
    const chart = french.findIndex(
      (row) => row[0] === "Chiffre d'affaires et commandes dans le temps",
    );
    expect(french[chart + 1]).toEqual(['Mois', "Chiffre d'affaires (dt)", 'Commandes']);
    expect(french[chart + 2]).toEqual(['2025-07', '0.00', 0]);
    const arabic = reportCsvRows(brandReport('year'), tIn('ar'), 'ar');
    expect(arabic[0]).toEqual(['تقرير المبيعات', 'Medina, "Threads"']);
  });

  it('names the file after the brand, the range and the last day', () => {
    expect(reportFileName(brandReport('week'))).toBe(
      'souk-report-medina-threads-week-2026-06-15.csv',
    );
    const arabic = { ...brandReport('year'), brand: { id: 5, name: 'دار الفخار' } };
    expect(reportFileName(arabic)).toBe('souk-report-دار-الفخار-year-2026-06-15.csv');
  });
});
