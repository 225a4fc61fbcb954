import type { ApiResponse } from '@agvs/contract';

export function ok<T>(result: T, message = ''): ApiResponse<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function failure(code: number, message: string): ApiResponse<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}
