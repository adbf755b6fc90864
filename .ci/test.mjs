#!/usr/bin/env node
// `npm test`: type-check, lint, unit tests, build and e2e, with both cores busy. vue-tsc, tsc, ESLint
// and the build are one process on one core each, one after another; Vitest runs beside them from
// the start (its workers take the other core, and both once the checks are done). The e2e tests
// start when all of that passed, on their own two workers. Each step's output is printed whole when
// it ends (Vitest's as it runs), then a table of the steps' times. The engine flows (WebKit, Gecko)
// run beside the e2e tests. Any failure: the steps already
// running finish, nothing new starts, exit code 1.
import { spawn } from 'node:child_process'

const bin = (name) => `node_modules/.bin/${name}`
const LANES = [
  [
    ['vue-tsc', bin('vue-tsc'), ['--noEmit', '-p', 'tsconfig.app.json']],
    ['tsc (node)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.node.json']],
    ['eslint', bin('eslint'), ['.']],
    ['prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    ['knip', bin('knip'), []],
    ['docs (README Engine codes, links)', 'node', ['--import', 'tsx', 'scripts/readme-engine.ts']],
    ['vite build', bin('vite'), ['build']],
  ],
  [['vitest', bin('vitest'), ['run'], { live: true }]],
]
const E2E = ['playwright', bin('playwright'), ['test'], { live: true }]
// the same flows in WebKit and Gecko (tests/engines/), beside Playwright's Chromium: printed whole when done
const ENGINES = ['engines (WebKit, Gecko)', bin('vitest'), ['run', '-c', 'vitest.engines.config.ts']]

const times = []
let failed = false

function run([name, cmd, args, opts = {}]) {
  const t0 = Date.now()
  return new Promise((resolve) => {
    const out = []
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const take = (stream) => (chunk) => (opts.live ? stream.write(chunk) : out.push(chunk))
    child.stdout.on('data', take(process.stdout))
    child.stderr.on('data', take(process.stderr))
    child.on('close', (code, signal) => {
      const s = (Date.now() - t0) / 1000
      times.push({ name, s, ok: code === 0 })
      if (!opts.live && (code !== 0 || out.length)) process.stdout.write(Buffer.concat(out))
      console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${s.toFixed(1)} s`)
      if (code !== 0) failed = true
      resolve()
    })
  })
}

async function lane(steps) {
  for (const step of steps) {
    if (failed) return
    await run(step)
  }
}

const t0 = Date.now()
await Promise.all(LANES.map(lane))
if (!failed) await Promise.all([run(E2E), run(ENGINES)])
const total = (Date.now() - t0) / 1000
console.log('\n| step | seconds | |\n|---|---|---|')
for (const t of times) console.log(`| ${t.name} | ${t.s.toFixed(1)} | ${t.ok ? 'passed' : 'FAILED'} |`)
console.log(`| npm test (wall) | ${total.toFixed(1)} | ${failed ? 'FAILED' : 'passed'} |`)
process.exit(failed ? 1 : 0)
