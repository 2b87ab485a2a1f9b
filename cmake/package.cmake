# The Debian package (`make deb`: CPack's DEB generator over what
# `cmake --install` puts in place, cmake/install.cmake): the three tools,
# their man pages and bash completion, the example boards and book, the
# Python module, the MPI plugin, and the libraries with their headers and
# CMake package. Depends is worked out from the binaries (dpkg-shlibdeps),
# plus python3 for the module. The package installs under the configured
# prefix: `make deb` configures build/deb with /usr (the `deb` preset);
# from another tree (the tests') it installs where that tree would.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME puzzlebox)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "generate, solve, grade and analyse grid puzzles")
list(JOIN PUZZLEBOX_FAMILIES ", " puzzlebox_family_names)
set(CPACK_PACKAGE_DESCRIPTION
    "puzzlebox-gen makes boards with guarantees and levels, puzzlebox-solve solves them with every
solution re-checked, puzzlebox-analyze measures boards and whole families into CSV reports.
Its puzzle families: ${puzzlebox_family_names}; books, answer sheets and play pages for
printing and playing.")
set(CPACK_PACKAGE_CONTACT "puzzlebox developers <puzzlebox@users.noreply.github.com>")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # puzzlebox_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "python3")
# The rest of Depends: dpkg-shlibdeps (Debian's dpkg-dev) on the package's
# ELF files, which are these targets (a new installed binary joins the list),
# run by cpack (cmake/package_depends.cmake).
# CPack's own CPACK_DEBIAN_PACKAGE_SHLIBDEPS finds them by running `file`
# through `cmake -E env` on each of the package's ~550 files: 31 s of a
# 35 s cpack.
find_program(PUZZLEBOX_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(PUZZLEBOX_DPKG_SHLIBDEPS)
  set(puzzlebox_elf_files "")
  foreach(target puzzlebox-solve puzzlebox-gen puzzlebox-analyze puzzlebox_mpi puzzlebox_python)
    if(TARGET ${target})
      list(APPEND puzzlebox_elf_files "$<TARGET_FILE:${target}>")
    endif()
  endforeach()
  file(GENERATE OUTPUT ${PROJECT_BINARY_DIR}/package-elf-files.txt CONTENT "$<JOIN:${puzzlebox_elf_files},\n>\n")
  set(CPACK_PUZZLEBOX_ELF_FILES ${PROJECT_BINARY_DIR}/package-elf-files.txt)
  set(CPACK_PUZZLEBOX_SHLIBDEPS ${PUZZLEBOX_DPKG_SHLIBDEPS})
  set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/package_depends.cmake)
endif()
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "openmpi-bin, sgt-puzzles")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)  # 7.5 MB, 31 s of CPU; gzip 15.6 MB, 9 s (the install test's)
include(CPack)
