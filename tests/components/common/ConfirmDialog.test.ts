// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { h, nextTick } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import ConfirmDialog from '@/components/common/ConfirmDialog.vue'
import { mountWithApp } from '../../helpers/mount'

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  document.body.innerHTML = ''
})

async function mountDialog(props: Record<string, unknown>) {
  const w = await mountWithApp(ConfirmDialog, {
    attachTo: document.body,
    props: { open: true, title: 'Delete Sunday', ...props },
    slots: { default: () => h('input', { id: 'extra' }) },
  })
  mounted.push(w)
  await nextTick()
  return w
}

describe('ConfirmDialog', () => {
  it('shows nothing while closed, and a dialog named by its title with the message and the slot when open', async () => {
    const w = await mountDialog({ open: false, message: 'Delete the game?' })
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    await w.setProps({ open: true })
    const dialog = w.get('[role="dialog"]')
    expect(document.getElementById(dialog.attributes('aria-labelledby')!)?.textContent).toBe('Delete Sunday')
    expect(dialog.text()).toContain('Delete the game?')
    expect(dialog.find('#extra').exists()).toBe(true)
  })

  it('confirm and cancel by their buttons; Escape and the close button cancel', async () => {
    const w = await mountDialog({ confirmLabel: 'Delete', danger: true })
    const buttons = () => w.get('.sheet-footer').findAll('button')
    expect(buttons().map((b) => b.text())).toEqual(['Cancel', 'Delete'])
    expect(buttons()[1]!.classes()).toContain('btn-danger')
    await buttons()[1]!.trigger('click')
    expect(w.emitted('confirm')).toHaveLength(1)
    await buttons()[0]!.trigger('click')
    expect(w.emitted('cancel')).toHaveLength(1)
    await w.get('#extra').trigger('keydown', { key: 'Escape' })
    expect(w.emitted('cancel')).toHaveLength(2)
    await w.get('button.sheet-close').trigger('click')
    expect(w.emitted('cancel')).toHaveLength(3)
  })

  it('says Confirm in the primary style when no label is given', async () => {
    const w = await mountDialog({})
    const confirm = w.get('.sheet-footer').findAll('button')[1]!
    expect(confirm.text()).toBe('Confirm')
    expect(confirm.classes()).toContain('btn-primary')
  })
})
