import { computed, shallowRef } from 'vue'
import { getActivePinia } from 'pinia'
import { useSettingsStore } from '@/stores/settings'

/** What the app needs of a speechSynthesis voice (the Web Speech API's SpeechSynthesisVoice). */
export interface VoiceLike {
  name: string
  lang: string
  localService: boolean
  default: boolean
}

/** The primary language of a BCP 47 tag ("de-AT" → "de", "en_GB" → "en"). */
function primary(tag: string): string {
  return tag.toLowerCase().replace('_', '-').split('-')[0] ?? ''
}

/**
 * The voice that says an action aloud (issue 14 "Say it aloud"): one for the UI language, an
 * offline voice of the device first (localService: it works without a network, as the app does),
 * its default one before the others; an online voice of the language only when there is no offline
 * one. Null when the device has no voice for the language.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], locale: string): V | null {
  const lang = primary(locale)
  const matching = voices.filter((v) => primary(v.lang) === lang)
  const rank = (v: V) => (v.localService ? 0 : 2) + (v.default ? 0 : 1)
  return [...matching].sort((a, b) => rank(a) - rank(b))[0] ?? null
}

/** The browser's speech synthesis, when it has one (looked up at each use: tests put in a fake). */
function synthesis(): SpeechSynthesis | null {
  return typeof globalThis.speechSynthesis === 'object' && globalThis.speechSynthesis !== null
    ? globalThis.speechSynthesis
    : null
}

/** The device's voices; filled when the browser has loaded them (Chrome loads them after the first ask). */
const voices = shallowRef<readonly SpeechSynthesisVoice[]>([])
let listening = false
function watchVoices() {
  const s = synthesis()
  if (!s) return
  voices.value = s.getVoices()
  if (listening || typeof s.addEventListener !== 'function') return
  listening = true
  s.addEventListener('voiceschanged', () => {
    voices.value = synthesis()?.getVoices() ?? []
  })
}

type AudioContextClass = new () => AudioContext
let audio: AudioContext | null = null

/** A short soft tone (Web Audio): the sound cue after a confirmed action. Silent when the browser has no Web Audio. */
export function playCue(): void {
  // Safari before 14.1 names it webkitAudioContext (not in the DOM types)
  const webkit: unknown = Reflect.get(globalThis, 'webkitAudioContext')
  const Ctx: AudioContextClass | undefined =
    typeof globalThis.AudioContext === 'function'
      ? globalThis.AudioContext
      : typeof webkit === 'function'
        ? (webkit as AudioContextClass)
        : undefined
  if (!Ctx) return
  try {
    audio ??= new Ctx()
    if (audio.state === 'suspended') void audio.resume()
    const t0 = audio.currentTime
    const osc = audio.createOscillator()
    const gain = audio.createGain()
    osc.type = 'sine'
    osc.frequency.setValueAtTime(880, t0)
    osc.frequency.exponentialRampToValueAtTime(1320, t0 + 0.08)
    gain.gain.setValueAtTime(0.0001, t0)
    gain.gain.exponentialRampToValueAtTime(0.18, t0 + 0.015)
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.14)
    osc.connect(gain)
    gain.connect(audio.destination)
    osc.start(t0)
    osc.stop(t0 + 0.15)
  } catch {
    // no audio output: the cue is a nicety, the action is done
  }
}

/**
 * "Say it aloud" and the sound cue (issue 14, both off by default, Settings): after a confirmed
 * action the snackbar's text is spoken in the UI language with the device's voice (pickVoice), and
 * a short tone plays. `canSpeak` is false when the device has no voice for the language (the
 * setting then says so and cannot be turned on).
 */
export function useSpeech() {
  const settings = getActivePinia() ? useSettingsStore() : null
  watchVoices()
  const voice = computed(() => pickVoice(voices.value, settings?.locale ?? 'en'))
  const canSpeak = computed(
    () => synthesis() !== null && voice.value !== null && typeof globalThis.SpeechSynthesisUtterance === 'function',
  )

  /** Speaks `text` now (cutting off what is still being said), whatever the setting: Settings' "try it". */
  function sayNow(text: string): boolean {
    const s = synthesis()
    const v = voice.value
    if (!s || !v || typeof globalThis.SpeechSynthesisUtterance !== 'function') return false
    s.cancel()
    const u = new SpeechSynthesisUtterance(text)
    u.voice = v
    u.lang = v.lang
    s.speak(u)
    return true
  }

  /** After a confirmed action: the tone when the cue is on, the text spoken when "say it aloud" is on; nothing when both are off. */
  function announce(text: string): void {
    if (!settings) return
    if (settings.soundCue) playCue()
    if (settings.speak) sayNow(text)
  }

  return { voice, canSpeak, sayNow, announce }
}

const shared = new WeakMap<object, ReturnType<typeof useSpeech>>()
/** announce() of one useSpeech per app (its Pinia): what the snackbar calls once this module is loaded (it loads only when a setting is on). */
export function announce(text: string): void {
  const pinia = getActivePinia()
  if (!pinia) return
  let speech = shared.get(pinia)
  if (!speech) shared.set(pinia, (speech = useSpeech()))
  speech.announce(text)
}
