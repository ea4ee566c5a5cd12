import {
  BaseError,
  HttpRequestError,
  LimitExceededRpcError,
  ResponseBodyTooLargeError,
  RpcError,
  RpcRequestError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem';

/** viem's errors of a node not answering or refusing a request (an address or ABI fault is not among them). */
const TRANSPORT_FAULTS = [
  HttpRequestError,
  WebSocketRequestError,
  TimeoutError,
  RpcRequestError,
  RpcError,
  ResponseBodyTooLargeError,
];

/** True when `err` is the chain failing to answer (the node down, a getLogs range the provider refuses), not a fault of ours. */
export function isChainFault(err: unknown): err is BaseError {
  return (
    err instanceof BaseError &&
    Boolean(err.walk((e) => TRANSPORT_FAULTS.some((fault) => e instanceof fault)))
  );
}

/**
 * True when a getLogs answer was too large: viem's cap on the answer's size, or a provider's
 * limit on results or range (Infura's and Alchemy's -32005). A smaller block range may pass.
 */
export function isLogRangeTooLarge(err: unknown): boolean {
  return (
    err instanceof BaseError &&
    Boolean(
      err.walk(
        (e) =>
          e instanceof ResponseBodyTooLargeError ||
          e instanceof LimitExceededRpcError ||
          (e as { code?: unknown }).code === -32005,
      ),
    )
  );
}
