# The build step of puzzlebox_embed_text (embed_text.cmake): SOURCE's text
# as the raw string literal NAME in OUTPUT.
file(READ "${SOURCE}" text)
string(FIND "${text}" ")puzzlebox_text\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${SOURCE} holds the raw-string delimiter )puzzlebox_text\"")
endif()
file(WRITE "${OUTPUT}.tmp" "// Generated from ${SOURCE} by cmake/embed_text.cmake: edit that file, not this one.\nnamespace puzzlebox {\nextern const char* const ${NAME};\nconst char* const ${NAME} = R\"puzzlebox_text(${text})puzzlebox_text\";\n}  // namespace puzzlebox\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
