# puzzlebox_embed_text(TARGET NAME FILE): builds FILE (a script, kept as a
# file of its own so that it can be read, linted and tested as one) into
# TARGET as the C++ string `const char* const puzzlebox::NAME`; declare it
# `extern const char* const NAME;` where it is used. Edits to FILE rebuild it.
function(puzzlebox_embed_text target name file)
  get_filename_component(source "${file}" ABSOLUTE)
  set(generated "${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp")
  add_custom_command(OUTPUT "${generated}"
    COMMAND ${CMAKE_COMMAND} -DNAME=${name} -DSOURCE=${source} -DOUTPUT=${generated}
            -P "${PROJECT_SOURCE_DIR}/cmake/embed_text_write.cmake"
    DEPENDS "${source}" "${PROJECT_SOURCE_DIR}/cmake/embed_text_write.cmake" VERBATIM)
  target_sources(${target} PRIVATE "${generated}")
endfunction()
