/**
 * What the device is, where the app must tell the banker a platform fact (issue 33): iPhone and iPad
 * keep a Safari tab's storage apart from the installed app's, and only some browsers can keep the
 * screen on.
 */

/** An iPhone, iPad or iPod (an iPad asks for the desktop site: a Mac with a touch screen). */
export function isAppleMobile(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
}

/** Started from the home screen (the installed app), not in a browser tab. */
export function isInstalled(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** The browser can keep the screen on while a game is open (Screen Wake Lock API; Safari from iOS 18.4). */
export function canKeepScreenOn(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator
}
