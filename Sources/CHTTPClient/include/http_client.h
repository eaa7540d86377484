/* HTTP requests through libcurl, loaded with dlopen the first time one is made: tourhost links
   no networking library, so that a run that names no remote cache starts as fast as before, and
   a machine without libcurl only loses the remote cache. Only plain C types cross this header. */
#ifndef TOURHOST_HTTP_CLIENT_H
#define TOURHOST_HTTP_CLIENT_H
#include <stddef.h>

/* What a request got: the status (0 when there was no answer, and then `error` says why) and
   the body, at most `most` bytes (`too_large` when the server sent more; the body is then cut). */
typedef struct tourhost_http_response {
  long status;
  unsigned char *body;
  size_t length;
  int too_large;
  char error[256];
} tourhost_http_response;

/* Makes one request (`GET`, `HEAD` or `PUT` with `body`), following no redirect, over http or
   https only, within `timeout_ms` (and a fifth of it to connect). `bearer`, else `user` and
   `password`, when not NULL, are the credentials. One connection is kept between requests;
   the calls are serialised. Returns 0 when the server answered, -1 otherwise. */
int tourhost_http_exchange(
  const char *method, const char *url, const char *bearer, const char *user, const char *password,
  const unsigned char *body, size_t length, size_t most, long timeout_ms, tourhost_http_response *out);

/* Frees a response's body. */
void tourhost_http_free(tourhost_http_response *response);

#endif
