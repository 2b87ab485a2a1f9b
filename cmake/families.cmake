# The families this build knows, in the order of the FAMILY(name) lines of
# families/family_list.hpp: PUZZLEBOX_FAMILIES. Every build file that needs
# the list (the family folders, the fuzz targets, the man pages' family
# sections) reads it from here, so a family is added by its one line there.
# (Read whole and matched, not by lines: the list's lines end in a
# backslash, which would join CMake list items.)
file(READ ${PROJECT_SOURCE_DIR}/families/family_list.hpp puzzlebox_family_text)
string(REGEX MATCHALL "\n *FAMILY\\([a-z_]+\\)" puzzlebox_family_lines "${puzzlebox_family_text}")
set(PUZZLEBOX_FAMILIES)
foreach(line IN LISTS puzzlebox_family_lines)
  string(REGEX REPLACE "^\n *FAMILY\\(([a-z_]+)\\)$" "\\1" family "${line}")
  list(APPEND PUZZLEBOX_FAMILIES ${family})
endforeach()
if(NOT PUZZLEBOX_FAMILIES)
  message(FATAL_ERROR "families/family_list.hpp lists no FAMILY(name) line")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/families/family_list.hpp)

# A file every family must have: a clear stop at configure time when one lacks it.
function(puzzlebox_family_file family path what)
  if(NOT EXISTS ${PROJECT_SOURCE_DIR}/${path})
    message(FATAL_ERROR "family ${family}: ${path} is missing (${what}; docs/adding-a-family.md)")
  endif()
endfunction()
