# Installing POPS Lab as a desktop application, and its Debian package:
# `cmake --install` lays out the programs, the launcher, icons, AppStream metainfo, MIME
# types and man pages under the prefix; `cpack -G DEB` (scripts/dev.sh package) wraps
# that into popslab_VERSION_ARCH.deb with the shared-library dependencies dpkg-shlibdeps
# finds and the fonts the figures need. The translations are compiled into the program.
include(GNUInstallDirs)

install(TARGETS popslab popslab-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# popslab-cli starts it for render and plot, from ../libexec/popslab beside its bin.
install(TARGETS popslab-cli-draw RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/popslab)
add_subdirectory(${PROJECT_SOURCE_DIR}/resources/desktop ${PROJECT_BINARY_DIR}/resources/desktop)

# Man pages generated from --help at build time, so they list what the programs take.
set(man_dir ${PROJECT_BINARY_DIR}/man)
add_custom_command(OUTPUT ${man_dir}/popslab-cli.1
    COMMAND ${CMAKE_COMMAND} -E make_directory ${man_dir}
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:popslab-cli> -DNAME=popslab-cli
            "-DSUMMARY=schedules and simulations of optical interconnection networks, checked"
            -DVERSION=${PROJECT_VERSION} -DSUBCOMMANDS=ON -DOUT=${man_dir}/popslab-cli.1
            -P ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
    DEPENDS popslab-cli popslab-cli-draw ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake VERBATIM)
add_custom_command(OUTPUT ${man_dir}/popslab.1
    COMMAND ${CMAKE_COMMAND} -E make_directory ${man_dir}
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
            ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:popslab> -DNAME=popslab
            "-DSUMMARY=explore optical interconnection networks in a window"
            -DVERSION=${PROJECT_VERSION} -DSUBCOMMANDS=OFF -DOUT=${man_dir}/popslab.1
            -P ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
    DEPENDS popslab ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake VERBATIM)
# Installed compressed, as Debian policy asks (gzip -9n: no name or time stamp inside, so
# the package builds the same twice).
find_program(GZIP_PROGRAM gzip REQUIRED)
foreach(page popslab popslab-cli)
    add_custom_command(OUTPUT ${man_dir}/${page}.1.gz
        COMMAND ${GZIP_PROGRAM} -9nkf ${man_dir}/${page}.1
        DEPENDS ${man_dir}/${page}.1 VERBATIM)
endforeach()
add_custom_target(man_pages ALL DEPENDS ${man_dir}/popslab-cli.1.gz ${man_dir}/popslab.1.gz)
install(FILES ${man_dir}/popslab.1.gz ${man_dir}/popslab-cli.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME popslab)
set(CPACK_PACKAGE_VENDOR "POPS Lab developers")
set(CPACK_PACKAGE_CONTACT "POPS Lab developers <developers@popslab.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "explore optical interconnection networks for parallel computers")
set(CPACK_PACKAGE_DESCRIPTION
    "POPS Lab draws the Partitioned Optical Passive Stars network POPS(d,g), animates each
slot of a communication pattern, highlights conflicts and plots sequence lengths; it
also covers the reconfigurable OK_N network, the WDM passive star, pipelined optical
buses and OTIS-Mesh. Schedules are built from the papers' constructions and checked
by a validator; popslab-cli scripts it and grades hand-scheduling exercises.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://popslab.org)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # Qt, QCustomPlot, giflib, ... as dpkg-shlibdeps finds them
# Not found by dpkg-shlibdeps: the fonts the figures name (app/render/Fonts.h).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core, fonts-noto-cjk, qt6-translations-l10n")
# The Python module (/usr/lib/python3/dist-packages/popslab) is built for one Python
# version's ABI and hands out NumPy arrays.
if(TARGET popslab_python)
    math(EXPR next_minor "${Python3_VERSION_MINOR} + 1")
    string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}~), "
                  "python3 (<< ${Python3_VERSION_MAJOR}.${next_minor}), python3-numpy")
endif()
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "shared-mime-info, desktop-file-utils, hicolor-icon-theme")
include(CPack)
