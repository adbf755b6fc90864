import { shallowRef } from 'vue'

/**
 * True once this page has opened an invite (issue 17): from then on the game screen shows the
 * joined phones' requests (and loads the table's code); a page that never invited loads none of it.
 */
export const isHosting = shallowRef(false)
