#include "xml_reader.h"
#include <dlfcn.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* libxml2's entry points, each of the type of its declaration, found once with dlsym. */
static struct {
  __typeof__(xmlInitParser) *init_parser;
  __typeof__(xmlCreatePushParserCtxt) *create_push_parser;
  __typeof__(xmlCtxtUseOptions) *use_options;
  __typeof__(xmlParseChunk) *parse_chunk;
  __typeof__(xmlStopParser) *stop_parser;
  __typeof__(xmlFreeParserCtxt) *free_parser;
  __typeof__(xmlSAX2GetLineNumber) *line_number;
  __typeof__(xmlSAX2GetColumnNumber) *column_number;
} xml;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static char load_error[200];

static void load(void) {
  void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(load_error, sizeof load_error, "libxml2 cannot be loaded (Debian: libxml2): %s", dlerror());
    return;
  }
#define FIND(field, name)                                                    \
  if (!(*(void **)&xml.field = dlsym(library, name))) {                      \
    snprintf(load_error, sizeof load_error, "libxml2.so.2 has no %s", name); \
    return;                                                                  \
  }
  FIND(init_parser, "xmlInitParser")
  FIND(create_push_parser, "xmlCreatePushParserCtxt")
  FIND(use_options, "xmlCtxtUseOptions")
  FIND(parse_chunk, "xmlParseChunk")
  FIND(stop_parser, "xmlStopParser")
  FIND(free_parser, "xmlFreeParserCtxt")
  FIND(line_number, "xmlSAX2GetLineNumber")
  FIND(column_number, "xmlSAX2GetColumnNumber")
#undef FIND
  /* libxml2's global set-up, once, before the first parser: it is not safe to race on, and
     `check` reads files on several threads. */
  xml.init_parser();
}

struct tourhost_xml_parser {
  xmlParserCtxtPtr context;
  tourhost_xml_callbacks callbacks;
  void *reader;
};

/* The parser a SAX callback's context belongs to. */
static struct tourhost_xml_parser *parser_of(void *context) {
  return context ? ((xmlParserCtxtPtr)context)->_private : NULL;
}

static void on_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri, int namespace_count,
                     const xmlChar **namespaces, int attribute_count, int defaulted, const xmlChar **attributes) {
  (void)uri;
  (void)defaulted;
  struct tourhost_xml_parser *parser = parser_of(context);
  if (parser) parser->callbacks.start(parser->reader, prefix, name, namespace_count, namespaces, attribute_count, attributes);
}

static void on_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
  (void)name;
  (void)prefix;
  (void)uri;
  struct tourhost_xml_parser *parser = parser_of(context);
  if (parser) parser->callbacks.end(parser->reader);
}

static void on_text(void *context, const xmlChar *bytes, int count) {
  struct tourhost_xml_parser *parser = parser_of(context);
  if (parser) parser->callbacks.text(parser->reader, bytes, count);
}

static void on_doctype(void *context, const xmlChar *name, const xmlChar *external, const xmlChar *system) {
  (void)name;
  (void)external;
  (void)system;
  struct tourhost_xml_parser *parser = parser_of(context);
  if (parser) parser->callbacks.doctype(parser->reader);
}

static void on_error(void *context, xmlErrorPtr error) {
  struct tourhost_xml_parser *parser = parser_of(context);
  if (parser && error) parser->callbacks.error(parser->reader, error->code);
}

tourhost_xml_parser *tourhost_xml_start(const tourhost_xml_callbacks *callbacks, void *reader, char *problem,
                                        size_t problem_size) {
  pthread_once(&loaded, load);
  if (load_error[0]) {
    snprintf(problem, problem_size, "%s", load_error);
    return NULL;
  }
  struct tourhost_xml_parser *parser = calloc(1, sizeof *parser);
  if (!parser) {
    snprintf(problem, problem_size, "out of memory for an XML parser");
    return NULL;
  }
  parser->callbacks = *callbacks;
  parser->reader = reader;
  xmlSAXHandler handler = {0};
  handler.initialized = XML_SAX2_MAGIC;
  handler.startElementNs = on_start;
  handler.endElementNs = on_end;
  handler.characters = on_text;
  handler.ignorableWhitespace = on_text;
  handler.cdataBlock = on_text;
  handler.internalSubset = on_doctype;
  handler.serror = on_error;
  parser->context = xml.create_push_parser(&handler, NULL, NULL, 0, NULL);
  if (!parser->context) {
    free(parser);
    snprintf(problem, problem_size, "libxml2 could not start a parser");
    return NULL;
  }
  xml.use_options(parser->context, XML_PARSE_NOENT | XML_PARSE_NONET);
  parser->context->_private = parser;
  return parser;
}

void tourhost_xml_push(tourhost_xml_parser *parser, const char *bytes, int count, int last) {
  xml.parse_chunk(parser->context, bytes, count, last);
}

long tourhost_xml_line(tourhost_xml_parser *parser) {
  return xml.line_number(parser->context);
}

long tourhost_xml_column(tourhost_xml_parser *parser) {
  return xml.column_number(parser->context);
}

void tourhost_xml_stop(tourhost_xml_parser *parser) {
  xml.stop_parser(parser->context);
}

void tourhost_xml_free(tourhost_xml_parser *parser) {
  if (!parser) return;
  xml.free_parser(parser->context);
  free(parser);
}
