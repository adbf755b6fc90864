// The engine flows (tests/engines/flows/) in firefox.
import { it } from 'vitest'
import { flows } from './flows'

for (const f of flows.filter((f) => f.engines.includes('firefox'))) it(f.name, () => f.run('firefox'))
