/** Every RuleError code free play throws itself (the core's codes are in src/domain/errors.ts). */
export const ERROR_CODES = ['noSalary'] as const
/** Every entry kind free play writes. */
export const ENTRY_KINDS = ['startingCapital', 'payment', 'salary', 'leave'] as const
