import type { Language } from '@souk/shared/constants';

/** Success messages of the authentication calls, in the caller's language. */
export const authTexts: Record<
  Language,
  Record<
    | 'registered'
    | 'verified'
    | 'verificationSent'
    | 'loggedIn'
    | 'resetSent'
    | 'passwordReset'
    | 'passwordChanged',
    string
  >
> = {
  en: {
    registered: 'Account created. Please check your email to activate your account.',
    verified: 'Your email address is verified. Welcome to Souk!',
    verificationSent: 'If an account needs activation, we have sent a new code to this address.',
    loggedIn: 'Login successful',
    resetSent: 'If an account exists for this email, a password reset link has been sent.',
    passwordReset: 'Password reset successful. You can now log in.',
    passwordChanged: 'Password changed successfully.',
  },
  fr: {
    registered: 'Compte créé. Consultez vos e-mails pour activer votre compte.',
    verified: 'Votre adresse e-mail est vérifiée. Bienvenue sur Souk !',
    verificationSent:
      'Si un compte doit être activé, nous avons envoyé un nouveau code à cette adresse.',
    loggedIn: 'Connexion réussie',
    resetSent: 'Si un compte existe pour cet e-mail, un lien de réinitialisation a été envoyé.',
    passwordReset: 'Mot de passe réinitialisé. Vous pouvez maintenant vous connecter.',
    passwordChanged: 'Mot de passe modifié avec succès.',
  },
  ar: {
    registered: 'تم إنشاء الحساب. يرجى التحقق من بريدك الإلكتروني لتفعيل حسابك.',
    verified: 'تم التحقق من بريدك الإلكتروني. مرحبًا بك في سوق!',
    verificationSent: 'إذا كان هناك حساب يحتاج إلى التفعيل، فقد أرسلنا رمزًا جديدًا إلى هذا العنوان.',
    loggedIn: 'تم تسجيل الدخول بنجاح',
    resetSent:
      'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد تم إرسال رابط لإعادة تعيين كلمة المرور.',
    passwordReset: 'تمت إعادة تعيين كلمة المرور بنجاح. يمكنك الآن تسجيل الدخول.',
    passwordChanged: 'تم تغيير كلمة المرور بنجاح.',
  },
};
