// One include, named by the target (tests/boundaries/CMakeLists.txt): whether it compiles
// is what tst_family_boundaries checks.
#include POPSLAB_BOUNDARY_HEADER
