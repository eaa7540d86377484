/* libxml2's SAX2 push parser, loaded with dlopen at the first document (the system's
   libxml2.so.2, Debian's libxml2): a run that reads no XML starts without it and the ICU it
   brings. Only plain C types cross this header; the callbacks get libxml2's strings as they
   are (UTF-8, NUL-terminated). The parser reads no DTD, loads nothing from the network and
   substitutes only XML's own entities. */
#ifndef TOURHOST_XML_READER_H
#define TOURHOST_XML_READER_H
#include <stddef.h>

/* What the parser reports, each with the reader given to tourhost_xml_start. */
typedef struct {
  /* An element starts: its prefix (NULL without one) and local name; its namespace
     declarations, two strings each (the prefix, NULL for the default, and the URI); its
     attributes, five strings each (local name, prefix, URI, and the value's start and end:
     the value is not NUL-terminated). */
  void (*start)(void *reader, const unsigned char *prefix, const unsigned char *name, int namespace_count,
                const unsigned char **namespaces, int attribute_count, const unsigned char **attributes);
  /* The element started last ends. */
  void (*end)(void *reader);
  /* Text, CDATA or white space between elements: `count` bytes. */
  void (*text)(void *reader, const unsigned char *bytes, int count);
  /* A DOCTYPE (its internal subset): the caller refuses it. */
  void (*doctype)(void *reader);
  /* An error, by libxml2's code (xmlParserErrors). */
  void (*error)(void *reader, int code);
} tourhost_xml_callbacks;

typedef struct tourhost_xml_parser tourhost_xml_parser;

/* A parser that calls `callbacks` with `reader`; NULL when libxml2 cannot be loaded or cannot
   start a parser, with why in `problem` (at most `problem_size` bytes). */
tourhost_xml_parser *tourhost_xml_start(const tourhost_xml_callbacks *callbacks, void *reader, char *problem,
                                        size_t problem_size);

/* Hands `count` bytes of the document to the parser (`last` for the final chunk). */
void tourhost_xml_push(tourhost_xml_parser *parser, const char *bytes, int count, int last);

/* The line and column where the parser is. */
long tourhost_xml_line(tourhost_xml_parser *parser);
long tourhost_xml_column(tourhost_xml_parser *parser);

/* Stops the parser: no more callbacks for this document. */
void tourhost_xml_stop(tourhost_xml_parser *parser);

/* Frees the parser. */
void tourhost_xml_free(tourhost_xml_parser *parser);

#endif
