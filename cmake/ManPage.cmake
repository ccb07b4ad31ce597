# Writes a man page from a program's own --help, so that the page lists every command
# and option the program has and cannot drift from it. Script mode:
#   cmake -DPROGRAM=path -DNAME=popslab-cli -DSUMMARY="..." -DVERSION=0.1.0
#         -DSUBCOMMANDS=ON|OFF -DOUT=popslab-cli.1 -P ManPage.cmake
# With SUBCOMMANDS, each command listed under "Commands:" in the top-level help gets a
# section of its own from `PROGRAM COMMAND --help`.

function(help_of out)
    execute_process(COMMAND ${PROGRAM} ${ARGN} --help OUTPUT_VARIABLE text ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${PROGRAM} ${ARGN} --help failed (${rc}): ${err}")
    endif()
    string(REPLACE "${PROGRAM}" "${NAME}" text "${text}") # Qt prints argv[0]
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Help text as roff, kept as printed (.nf): backslashes escaped, a leading dot or
# quote made literal.
function(as_roff out text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}") # a minus, not a hyphen: options copy and paste
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    set(${out} ".nf\n${text}\n.fi\n" PARENT_SCOPE)
endfunction()

help_of(top)

string(TOUPPER "${NAME}" upper)
set(page ".TH ${upper} 1 \"\" \"POPS Lab ${VERSION}\" \"POPS Lab\"\n.SH NAME\n${NAME} \\- ${SUMMARY}\n")
as_roff(body "${top}")
string(APPEND page ".SH DESCRIPTION\n${body}")
if(SUBCOMMANDS)
    string(REGEX MATCH "Commands:\n(.*)" listing "${top}")
    string(REGEX MATCHALL "\n  ([a-z][a-z-]*) " names "\n${CMAKE_MATCH_1}")
    if(NOT names)
        message(FATAL_ERROR "${PROGRAM} --help lists no commands under 'Commands:'")
    endif()
    string(APPEND page ".SH COMMANDS\n")
    foreach(entry IN LISTS names)
        string(STRIP "${entry}" command)
        help_of(text ${command})
        as_roff(body "${text}")
        string(APPEND page ".SS ${command}\n${body}")
    endforeach()
endif()
string(APPEND page ".SH SEE ALSO\n.BR popslab (1),\n.BR popslab-cli (1)\n")
file(WRITE "${OUT}" "${page}")
