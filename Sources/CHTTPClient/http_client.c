#include "http_client.h"
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libcurl's entry points, found once with dlsym. */
static struct {
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_perform)(CURL *);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  void (*easy_reset)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
} curl;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static pthread_mutex_t busy = PTHREAD_MUTEX_INITIALIZER;
static CURL *handle;
static char load_error[200];

static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(load_error, sizeof load_error, "libcurl cannot be loaded (Debian: libcurl4): %s", dlerror());
    return;
  }
#define FIND(field, name)                                                              \
  if (!(*(void **)&curl.field = dlsym(library, name))) {                               \
    snprintf(load_error, sizeof load_error, "libcurl.so.4 has no %s", name);           \
    return;                                                                            \
  }
  FIND(global_init, "curl_global_init")
  FIND(easy_init, "curl_easy_init")
  FIND(easy_setopt, "curl_easy_setopt")
  FIND(easy_perform, "curl_easy_perform")
  FIND(easy_getinfo, "curl_easy_getinfo")
  FIND(easy_reset, "curl_easy_reset")
  FIND(easy_strerror, "curl_easy_strerror")
  FIND(slist_append, "curl_slist_append")
  FIND(slist_free_all, "curl_slist_free_all")
#undef FIND
  if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK || !(handle = curl.easy_init())) {
    snprintf(load_error, sizeof load_error, "libcurl could not be started");
    handle = NULL;
  }
}

/* The body as it arrives, at most `most` bytes. */
typedef struct {
  tourhost_http_response *response;
  size_t most;
} sink;

static size_t receive(char *data, size_t size, size_t count, void *context) {
  sink *into = context;
  size_t bytes = size * count;
  tourhost_http_response *response = into->response;
  if (bytes > into->most - response->length) {
    response->too_large = 1;
    return 0; /* stops the transfer */
  }
  unsigned char *grown = realloc(response->body, response->length + bytes + 1);
  if (!grown) return 0;
  memcpy(grown + response->length, data, bytes);
  response->body = grown;
  response->length += bytes;
  return bytes;
}

static int request(
  const char *method, const char *url, const char *bearer, const char *user, const char *password,
  const unsigned char *body, size_t length, size_t most, long timeout_ms, tourhost_http_response *out) {
  curl.easy_reset(handle);
  sink into = {out, most};
  curl.easy_setopt(handle, CURLOPT_URL, url);
  curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
  curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
  curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
  curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms / 5 > 0 ? timeout_ms / 5 : 1L);
  curl.easy_setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)most);
  curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, receive);
  curl.easy_setopt(handle, CURLOPT_WRITEDATA, &into);
  curl.easy_setopt(handle, CURLOPT_USERAGENT, "tourhost");
  struct curl_slist *headers = curl.slist_append(NULL, "Expect:");
  char authorization[4200];
  if (bearer) {
    if (strlen(bearer) > 4096) {
      snprintf(out->error, sizeof out->error, "the token is longer than 4096 bytes");
      curl.slist_free_all(headers);
      return -1;
    }
    snprintf(authorization, sizeof authorization, "Authorization: Bearer %s", bearer);
    headers = curl.slist_append(headers, authorization);
  } else if (user) {
    curl.easy_setopt(handle, CURLOPT_USERNAME, user);
    curl.easy_setopt(handle, CURLOPT_PASSWORD, password ? password : "");
  }
  if (strcmp(method, "HEAD") == 0) {
    curl.easy_setopt(handle, CURLOPT_NOBODY, 1L);
  } else if (strcmp(method, "PUT") == 0) {
    headers = curl.slist_append(headers, "Content-Type: application/json");
    curl.easy_setopt(handle, CURLOPT_CUSTOMREQUEST, "PUT");
    curl.easy_setopt(handle, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)length);
    curl.easy_setopt(handle, CURLOPT_POSTFIELDS, length ? (const char *)body : "");
  } else {
    curl.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
  }
  curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
  CURLcode code = curl.easy_perform(handle);
  curl.slist_free_all(headers);
  if (code != CURLE_OK && !(out->too_large && code == CURLE_WRITE_ERROR)) {
    if (code == CURLE_FILESIZE_EXCEEDED) out->too_large = 1;
    snprintf(out->error, sizeof out->error, "%s", curl.easy_strerror(code));
    if (!out->too_large) return -1;
  }
  curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &out->status);
  return 0;
}

int tourhost_http_exchange(
  const char *method, const char *url, const char *bearer, const char *user, const char *password,
  const unsigned char *body, size_t length, size_t most, long timeout_ms, tourhost_http_response *out) {
  memset(out, 0, sizeof *out);
  pthread_once(&loaded, load);
  if (!handle) {
    snprintf(out->error, sizeof out->error, "%s", load_error);
    return -1;
  }
  pthread_mutex_lock(&busy);
  int answered = request(method, url, bearer, user, password, body, length, most, timeout_ms, out);
  pthread_mutex_unlock(&busy);
  if (answered != 0) out->status = 0;
  return answered;
}

void tourhost_http_free(tourhost_http_response *response) {
  free(response->body);
  response->body = NULL;
  response->length = 0;
}
