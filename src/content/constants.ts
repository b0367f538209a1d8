/** Business constants and limits of specification §9. Texts that show them read these numbers. */
export const businessConstants = {
  yearsOfExperience: 25,
  yearsInBusiness: 12,
  regionsCovered: 4,
  projectsCompleted: 250,
  satisfiedClientsPercent: 100,
  emergencyResponseMinutes: 30,
  daysPerWeek: 7,
  guaranteeYears: 10,
  quoteWithinHours: 48,
  emailReplyWithinHours: 24,
  /** Nearest commune (Montigny-le-Tilleul) is reached in under this many minutes. */
  nearestArrivalMinutes: 20,
} as const;

/** Height of the fixed header: anchored sections land this far below the top of the viewport. */
export const SCROLL_OFFSET_PX = 80;
/** Rows of the message box of the contact form. */
export const MESSAGE_ROWS = 5;
