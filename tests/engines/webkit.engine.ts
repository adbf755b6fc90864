// The engine flows (tests/engines/flows/) in webkit.
import { it } from 'vitest'
import { flows } from './flows'

for (const f of flows.filter((f) => f.engines.includes('webkit'))) it(f.name, () => f.run('webkit'))
