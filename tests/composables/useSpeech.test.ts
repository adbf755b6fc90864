// @vitest-environment happy-dom
// vitest: own worker (the voices list is module state: a file before it may have loaded it with other voices)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { pickVoice, useSpeech, type VoiceLike } from '@/composables/useSpeech'
import { useSnackbar } from '@/composables/useSnackbar'
import { useSettingsStore } from '@/stores/settings'

const voice = (name: string, lang: string, localService: boolean, isDefault = false): VoiceLike => ({
  name,
  lang,
  localService,
  default: isDefault,
})
const DE_LOCAL = voice('Anna (offline)', 'de-DE', true)
const DE_ONLINE = voice('Google Deutsch', 'de-DE', false, true)
const EN_LOCAL = voice('Daniel', 'en-GB', true, true)

/** A fake speechSynthesis: the voices it has, and what it was asked to say. */
function fakeSpeech(voices: VoiceLike[]) {
  const spoken: { text: string; lang: string; voice: VoiceLike | null }[] = []
  const synth = {
    getVoices: () => voices,
    speak: vi.fn((u: { text: string; lang: string; voice: VoiceLike | null }) =>
      spoken.push({ text: u.text, lang: u.lang, voice: u.voice }),
    ),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
  }
  class Utterance {
    lang = ''
    voice: VoiceLike | null = null
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synth)
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance)
  return { synth, spoken }
}

/** useSnackbar and useSpeech inside a component (they hook into its lifetime). */
function withComposables() {
  let api!: { snack: ReturnType<typeof useSnackbar>; speech: ReturnType<typeof useSpeech> }
  mount(defineComponent({ setup: () => ((api = { snack: useSnackbar(), speech: useSpeech() }), () => h('div')) }))
  return api
}

describe('say it aloud (issue 14)', () => {
  beforeEach(() => {
    localStorage.clear()
    setActivePinia(createPinia())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('picks a voice of the UI language, an offline one of the device first, an online one only when there is no offline one', () => {
    expect(pickVoice([DE_ONLINE, EN_LOCAL, DE_LOCAL], 'de')).toBe(DE_LOCAL)
    expect(pickVoice([DE_ONLINE, EN_LOCAL], 'de')).toBe(DE_ONLINE)
    expect(pickVoice([DE_ONLINE, DE_LOCAL, EN_LOCAL], 'en')).toBe(EN_LOCAL)
    expect(pickVoice([voice('x', 'de_AT', true)], 'de-DE')?.name).toBe('x')
    expect(pickVoice([EN_LOCAL], 'de')).toBeNull()
    // among offline voices the device's default first
    const other = voice('Markus', 'de-DE', true, true)
    expect(pickVoice([DE_LOCAL, other], 'de')).toBe(other)
  })

  it('is off by default: a confirmed action says nothing, and the settings start off', async () => {
    const { synth } = fakeSpeech([DE_LOCAL, EN_LOCAL])
    const settings = useSettingsStore()
    expect(settings.speak).toBe(false)
    expect(settings.soundCue).toBe(false)
    const { snack } = withComposables()
    snack.show('Ben zahlt 550 € Miete an Dora', { undo: 3 })
    await vi.dynamicImportSettled()
    expect(synth.speak).not.toHaveBeenCalled()
  })

  it('when on, says the snackbar’s text in the UI language with the offline voice; a refusal is not said', async () => {
    const { synth, spoken } = fakeSpeech([DE_ONLINE, EN_LOCAL, DE_LOCAL])
    const settings = useSettingsStore()
    settings.locale = 'de'
    settings.speak = true
    const { snack } = withComposables()
    snack.show('Ben zahlt 550 € Miete an Dora', { undo: 3 })
    await vi.dynamicImportSettled()
    expect(spoken).toEqual([{ text: 'Ben zahlt 550 € Miete an Dora', lang: 'de-DE', voice: DE_LOCAL }])
    // a new message cuts off the one still being said
    expect(synth.cancel).toHaveBeenCalledTimes(1)
    snack.show('Nicht genug Geld', { error: true })
    await vi.dynamicImportSettled()
    expect(spoken).toHaveLength(1)
    // the setting is kept on this device
    await Promise.resolve()
    expect(localStorage.getItem('tb.speak')).toBe('1')
  })

  it('follows the UI language: English with an English voice', async () => {
    const { spoken } = fakeSpeech([DE_LOCAL, EN_LOCAL])
    const settings = useSettingsStore()
    settings.locale = 'en'
    settings.speak = true
    withComposables().snack.show('Ben paid €550 rent to Dora')
    await vi.dynamicImportSettled()
    expect(spoken).toEqual([{ text: 'Ben paid €550 rent to Dora', lang: 'en-GB', voice: EN_LOCAL }])
  })

  it('cannot speak without a voice for the language (or without speech synthesis): nothing is said even when on', async () => {
    const { synth } = fakeSpeech([EN_LOCAL])
    const settings = useSettingsStore()
    settings.locale = 'de'
    settings.speak = true
    const { snack, speech } = withComposables()
    expect(speech.canSpeak.value).toBe(false)
    snack.show('Ben zahlt 550 € Miete an Dora')
    await vi.dynamicImportSettled()
    expect(synth.speak).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
    expect(withComposables().speech.canSpeak.value).toBe(false)
  })

  it('plays a short tone on confirm only when the sound cue is on', async () => {
    fakeSpeech([EN_LOCAL])
    const started: number[] = []
    class FakeAudio {
      state = 'running'
      currentTime = 0
      destination = {}
      createOscillator() {
        return {
          type: '',
          frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect() {},
          start: (t: number) => started.push(t),
          stop() {},
        }
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} }
      }
    }
    vi.stubGlobal('AudioContext', FakeAudio)
    const settings = useSettingsStore()
    const { snack } = withComposables()
    snack.show('Anna paid €200 to Bank')
    await vi.dynamicImportSettled()
    expect(started).toHaveLength(0)
    settings.soundCue = true
    snack.show('Anna paid €200 to Bank')
    await vi.dynamicImportSettled()
    expect(started).toHaveLength(1)
    snack.show('Not enough money', { error: true })
    await vi.dynamicImportSettled()
    expect(started).toHaveLength(1)
  })
})
