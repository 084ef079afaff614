/** One message a client sent to PostgreSQL: its type byte ('Q' simple query, 'P' Parse, 'B' Bind …) and body. */
export interface FrontendMessage {
  type: string;
  body: Buffer;
}

const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;

/**
 * Splits the bytes one client sent into protocol messages. The connection opens with untyped messages (an
 * optional SSL or GSS request, then the startup message); every later message is a type byte, an int32 length
 * that counts itself, and the body. https://www.postgresql.org/docs/current/protocol-message-formats.html
 */
export function frontendMessages(bytes: Buffer): FrontendMessage[] {
  let offset = 0;
  for (;;) {
    const length = bytes.readInt32BE(offset);
    const code = bytes.readInt32BE(offset + 4);
    offset += length;
    if (code !== SSL_REQUEST && code !== GSS_ENCRYPTION_REQUEST) break;
  }
  const messages: FrontendMessage[] = [];
  while (offset + 5 <= bytes.length) {
    const type = String.fromCharCode(bytes[offset]);
    const length = bytes.readInt32BE(offset + 1);
    messages.push({ type, body: bytes.subarray(offset + 5, offset + 1 + length) });
    offset += 1 + length;
  }
  return messages;
}
