// api sends a JSON request and returns the decoded answer; an error
// answer throws an Error whose message is the server's (for a refused
// move, the library's own words), with its status and rule. The seat's
// token travels in its HttpOnly cookie, or in the header given.
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
    throw err;
  }
  return data;
}
