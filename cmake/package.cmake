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
find_program(PUZZLEBOX_DPKG_SHLIBDEPS dpkg-shlibdeps)  # Debian's dpkg-dev
if(PUZZLEBOX_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
endif()
set(CPACK_DEBIAN_PACKAGE_DEPENDS "python3")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "openmpi-bin, sgt-puzzles")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)  # 3.8 MB, 42 s; gzip 10.5 MB, 27 s (the install test's)
include(CPack)
