# `cmake --install BUILD --prefix P`: the three tools in P/bin, their man
# pages (help2man, from --help at build time, with the hand-written EXAMPLES
# of tools/man/*.h2m and each family's section, families/NAME/NAME.h2m) in
# P/share/man/man1, bash
# completion in P/share/bash-completion/completions, and the libraries with
# their headers (P/include/puzzlebox/<layer>/) and a CMake package
# (P/lib/cmake/puzzlebox: find_package(puzzlebox), examples/find_package/).
include(CMakePackageConfigHelpers)

set(puzzlebox_libraries support puzzles distributed solve draw analyze gen cli families)
foreach(layer ${puzzlebox_libraries})
  set_target_properties(puzzlebox_${layer} PROPERTIES EXPORT_NAME ${layer})
endforeach()
list(TRANSFORM puzzlebox_libraries PREPEND puzzlebox_ OUTPUT_VARIABLE puzzlebox_library_targets)

install(TARGETS puzzlebox-solve puzzlebox-gen puzzlebox-analyze RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS ${puzzlebox_library_targets} EXPORT puzzleboxTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
foreach(layer ${puzzlebox_libraries})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${layer} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/puzzlebox
          FILES_MATCHING PATTERN "*.hpp")
endforeach()
set(puzzlebox_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/puzzlebox)
install(EXPORT puzzleboxTargets NAMESPACE puzzlebox:: DESTINATION ${puzzlebox_cmake_dir})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/puzzleboxConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/puzzleboxConfig.cmake INSTALL_DESTINATION ${puzzlebox_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/puzzleboxConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/puzzleboxConfig.cmake ${PROJECT_BINARY_DIR}/puzzleboxConfigVersion.cmake
        DESTINATION ${puzzlebox_cmake_dir})

install(FILES ${PROJECT_SOURCE_DIR}/tools/completion.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME puzzlebox-solve)
foreach(tool gen analyze)  # bash-completion loads a completion by the command's name
  install(CODE "file(CREATE_LINK puzzlebox-solve \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}/bash-completion/completions/puzzlebox-${tool}\" SYMBOLIC)")
endforeach()

# The example boards and book (the man pages' examples run on them).
set(puzzlebox_share ${CMAKE_INSTALL_DATADIR}/puzzlebox)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/ DESTINATION ${puzzlebox_share}/data FILES_MATCHING PATTERN "*.txt")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/book/ DESTINATION ${puzzlebox_share}/book FILES_MATCHING PATTERN "*.txt")

find_program(HELP2MAN help2man)
if(HELP2MAN AND NOT PUZZLEBOX_FUZZ)
  # The family sections, one per family (families/NAME/NAME.h2m), in the
  # family list's order.
  set(family_sections ${PROJECT_BINARY_DIR}/man/families.h2m)
  set(family_section_text "")
  foreach(family IN LISTS PUZZLEBOX_FAMILIES)
    puzzlebox_family_file(${family} families/${family}/${family}.h2m "its section of the man pages")
    file(READ ${PROJECT_SOURCE_DIR}/families/${family}/${family}.h2m section)
    string(APPEND family_section_text "${section}")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/families/${family}/${family}.h2m)
  endforeach()
  file(CONFIGURE OUTPUT ${family_sections} CONTENT "${family_section_text}" @ONLY)
  # The hand-written parts with the installed example files' directory (the configured prefix's).
  set(PUZZLEBOX_SHARE ${CMAKE_INSTALL_FULL_DATADIR}/puzzlebox)
  foreach(tool solve gen analyze)
    configure_file(${PROJECT_SOURCE_DIR}/tools/man/puzzlebox-${tool}.h2m ${PROJECT_BINARY_DIR}/man/puzzlebox-${tool}.h2m @ONLY)
  endforeach()
  set(pages)
  set(solve_words "solve puzzle boards of every family (--help lists them)")
  set(gen_words "generate puzzle boards with guarantees")
  set(analyze_words "measure puzzle boards and whole puzzle families")
  foreach(tool solve gen analyze)
    set(page ${PROJECT_BINARY_DIR}/man/puzzlebox-${tool}.1)
    add_custom_command(OUTPUT ${page}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
      COMMAND ${HELP2MAN} --no-info --no-discard-stderr --section 1 --source "puzzlebox ${PROJECT_VERSION}"
              --name "${${tool}_words}"
              --include ${PROJECT_BINARY_DIR}/man/puzzlebox-${tool}.h2m
              --include ${family_sections}
              --output ${page} $<TARGET_FILE:puzzlebox-${tool}>
      DEPENDS puzzlebox-${tool} ${PROJECT_BINARY_DIR}/man/puzzlebox-${tool}.h2m ${family_sections} VERBATIM)
    list(APPEND pages ${page})
  endforeach()
  add_custom_target(puzzlebox-man ALL DEPENDS ${pages})
  install(FILES ${pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "help2man not found: no man pages (Debian: help2man)")
endif()
