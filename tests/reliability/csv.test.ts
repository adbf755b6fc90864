import { describe, expect, it } from 'vitest'
import { csvText } from '@/domain/export/csv'

describe('CSV cells cannot start a formula (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', ' =HYPERLINK("x")', '   +1', '\n=1', ' \n @x', '\u00a0=1'])(
    '%j is written as text (a leading quote)',
    (value) => {
      const cell = csvText(value, ',')
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true)
    },
  )

  it.each(['Anna', 'rent 1+1', 'a = b', '12', ''])('%j is written as it is', (value) => {
    expect(csvText(value, ',')).toBe(value)
  })
})
