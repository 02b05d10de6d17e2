/** The product's name and contact points, in one place (placeholders until the company's are final). */
export const APP_NAME = 'Tijori';
export const APP_TAGLINE = 'Buy USDT with rupees';
export const COMPANY_NAME = 'Tijori Digital Assets Private Limited';
export const SUPPORT_EMAIL = 'support@example.in';
export const GRIEVANCE_EMAIL = 'grievance@example.in';
export const GRIEVANCE_OFFICER = 'Ms. Ananya Rao (placeholder)';
export const SUPPORT_HOURS = 'Monday to Saturday, 9:00 am – 7:00 pm IST';
