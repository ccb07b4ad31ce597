// A figure that changes in steps -- a POPS slot, an OK_N time unit -- written as an
// animated GIF or a video for slides. Each step is drawn `framesPerStep` times with its
// motion growing from the first frame to the last (the messages travel transmitter ->
// coupler -> receivers), the complete step holding for the second half of its time: so
// every step appears whole at least once, and every transmission is in every frame of
// its step. A family says how to draw a step; this file turns that into frames.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <functional>
#include <optional>

namespace popslab::render {

struct SceneAnimation {
    QRectF scene; // what every frame shows, in scene units
    QColor background;
    int steps = 0; // slots, time units
    // Draws step `step` (from 0) with its motion at `progress`, 0..1 (1: complete).
    std::function<void(QPainter&, int step, double progress)> paint;
    // What the family's time bar says at `step` ("slot 1 of 3", "before the move"): a
    // lesson's web page counts as the window does (it had called a move's start "step 1").
    // None: the steps are counted from 1.
    std::function<QString(int step)> stepName;
};

struct AnimationOptions {
    int width = 960; // pixels; the height follows the figure
    int framesPerStep = 6;
    int stepMs = 1200; // how long a step shows
};

// The ranges a request must be in; the refusal names the option, its value and the range.
inline constexpr int kMinAnimationWidth = 64, kMaxAnimationWidth = 3840;
inline constexpr int kMaxFramesPerStep = 30;
inline constexpr int kMinStepMs = 100, kMaxStepMs = 10000;
inline constexpr int kMinFrameMs = 20;
// Steps a family offers at most (more is refused by the frame limit anyway).
inline constexpr int kMaxAnimationSteps = 1'000'000; // a GIF frame's shortest delay that viewers honour
// Frames x pixels an animation may hold while it is made (the GIF keeps each frame's
// changed rectangle in 32-bit colour until it is written): 2 GB at worst.
inline constexpr double kMaxAnimationPixels = 512e6;
std::optional<QString> checkAnimation(const SceneAnimation& animation, const AnimationOptions& options);

// One step, complete, as an SVG document (the scene's units as its size and viewBox):
// a lesson's web page and the Python module's figures.
QByteArray stepSvg(const SceneAnimation& animation, int step);

// .gif, .mp4 or .webm: the formats writeAnimation knows, by the file's suffix.
bool isAnimationPath(const QString& path);
// Writes the animated GIF, or the video (AnimatedVideo) for .mp4 and .webm, atomically;
// the error text, if any. `progress(done, total)` is asked
// after each frame and stops the work when it answers false (nothing is written then).
std::optional<QString> writeAnimation(const QString& path, const SceneAnimation& animation,
                                      const AnimationOptions& options,
                                      const std::function<bool(int, int)>& progress = {});

} // namespace popslab::render
