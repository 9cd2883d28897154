// api sends a JSON request and returns the decoded answer; an error
// answer throws an Error whose message is the server's (for a refused
// move, the library's own words), with its status, rule, body and
// Retry-After. The seat's key travels in its HttpOnly cookie; a link's
// token, when given, in the X-Tilekit-Token header.
export async function api(method, url, body, token) {
  const opts = { method, headers: {}, credentials: "same-origin" };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  if (token) opts.headers["X-Tilekit-Token"] = token;
  const res = await fetch(url, opts);
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const err = new Error((data && data.error) || `${res.status} ${res.statusText}`);
    err.status = res.status;
    err.rule = data && data.rule;
    err.gone = !!(data && data.gone);
    // The whole answer (a refused stale move carries the current view),
    // and how long the server asks to wait before trying again.
    err.data = data;
    err.retryAfter = Number(res.headers.get("Retry-After")) || 0;
    throw err;
  }
  return data;
}
