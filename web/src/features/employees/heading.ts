/** The directory's heading: its page's `h1`, and the shell's stand-in for it while the organizations load (router.tsx). */
export const DIRECTORY_HEADING = 'Employee Management';
