// Gives a window its light theme back when the test that darkened it ends, also when one of
// its checks fails: the tests after it expect the light theme.
#pragma once

#include "MainWindow.h"

struct LightThemeAgain {
    popslab::gui::MainWindow& window;
    ~LightThemeAgain() { window.setDarkTheme(false); }
};
