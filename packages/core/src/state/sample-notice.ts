/** The visible notice shown with the built-in sample rows (DESIGN.md section 2). */
export const SAMPLE_NOTICE = 'Live rankings are unavailable right now. Showing sample data.';
