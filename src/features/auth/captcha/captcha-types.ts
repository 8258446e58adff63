/** What every captcha widget receives, whatever service stands behind it. */
export interface CaptchaWidgetProps {
  /** Called with the token to send as `recaptcha_token`, or null when there is none (again). */
  onTokenChange: (token: string | null) => void;
  /** Ids of the texts that describe the widget (its error message), for aria-describedby. */
  describedBy?: string;
  /** The form refused the missing or rejected verification. */
  isInvalid: boolean;
}
