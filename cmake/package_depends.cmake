# Read by cpack for each generator (CPACK_PROJECT_CONFIG_FILE, set in
# cmake/package.cmake): for the Debian package, Depends gains what
# dpkg-shlibdeps finds the ELF files need (the tools, the MPI plugin, the
# Python module: the list the build wrote), as CPack's own shlibdeps step
# would give, without its `file` run on every file of the package.
if(CPACK_GENERATOR STREQUAL "DEB" AND CPACK_PUZZLEBOX_SHLIBDEPS)
  file(STRINGS "${CPACK_PUZZLEBOX_ELF_FILES}" puzzlebox_elf_files)
  # dpkg-shlibdeps runs in a source package's root: a debian/control, empty.
  set(puzzlebox_root "${CPACK_PACKAGE_DIRECTORY}/_shlibdeps")
  file(MAKE_DIRECTORY "${puzzlebox_root}/debian")
  file(WRITE "${puzzlebox_root}/debian/control" "")
  execute_process(COMMAND "${CPACK_PUZZLEBOX_SHLIBDEPS}" --ignore-missing-info -O ${puzzlebox_elf_files}
                  WORKING_DIRECTORY "${puzzlebox_root}"
                  OUTPUT_VARIABLE puzzlebox_shlibdeps ERROR_VARIABLE puzzlebox_error RESULT_VARIABLE puzzlebox_code)
  file(REMOVE_RECURSE "${puzzlebox_root}")
  if(NOT puzzlebox_code EQUAL 0 OR NOT puzzlebox_shlibdeps MATCHES "shlibs:Depends=([^\n]+)")
    message(FATAL_ERROR "dpkg-shlibdeps on ${puzzlebox_elf_files}: exit ${puzzlebox_code}: ${puzzlebox_error}")
  endif()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "${CPACK_DEBIAN_PACKAGE_DEPENDS}, ${CMAKE_MATCH_1}")
endif()
