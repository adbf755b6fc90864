import { shallowRef } from 'vue'

/**
 * True once this page has opened an invite (issue 17): from then on the game screen shows the
 * joined phones' requests (and loads the table's code); a page that never invited loads none of it.
 */
export const isHosting = shallowRef(false)

/**
 * Whether this browser can be at a table, as the bank or as a phone: a direct connection (WebRTC)
 * and the codes' decompression. WebKitGTK, for one, and some in-app browsers have no RTCPeerConnection.
 */
export function canConnect(): boolean {
  return typeof RTCPeerConnection !== 'undefined' && typeof DecompressionStream !== 'undefined'
}
