<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ItemName</name>
    <message numerus="yes">
        <source>%Ln items combined</source>
        <translation>
            <numerusform>%Ln item combined</numerusform>
            <numerusform>%Ln items combined</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OtisPainter</name>
    <message numerus="yes">
        <source>move %1, %Ln step(s): before the first</source>
        <translation>
            <numerusform>move %1, %Ln step: before the first</numerusform>
            <numerusform>move %1, %Ln steps: before the first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>route: %Ln hop(s) (grey band, its ends framed)</source>
        <translation>
            <numerusform>route: %Ln hop (grey band, its ends framed)</numerusform>
            <numerusform>route: %Ln hops (grey band, its ends framed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>route: %Ln hop(s) (a cased line, its ends framed)</source>
        <translation>
            <numerusform>route: %Ln hop (a cased line, its ends framed)</numerusform>
            <numerusform>route: %Ln hops (a cased line, its ends framed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>SAT solver: is a schedule of %Ln slot(s) possible? (best so far %1, at least %2; the last question took %3 ms)</source>
        <translation>
            <numerusform>SAT solver: is a schedule of %Ln slot possible? (best so far %1, at least %2; the last question took %3 ms)</numerusform>
            <numerusform>SAT solver: is a schedule of %Ln slots possible? (best so far %1, at least %2; the last question took %3 ms)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SAT solver: is a schedule of %Ln slot(s) possible? (best so far %1, at least %2)</source>
        <translation>
            <numerusform>SAT solver: is a schedule of %Ln slot possible? (best so far %1, at least %2)</numerusform>
            <numerusform>SAT solver: is a schedule of %Ln slots possible? (best so far %1, at least %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WdmRoutePainter</name>
    <message numerus="yes">
        <source>super topology: %Ln hop(s), distance H(a, b) = %1</source>
        <translation>
            <numerusform>super topology: %Ln hop, distance H(a, b) = %1</numerusform>
            <numerusform>super topology: %Ln hops, distance H(a, b) = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plain %1-cube: %Ln hop(s)</source>
        <translation>
            <numerusform>plain %1-cube: %Ln hop</numerusform>
            <numerusform>plain %1-cube: %Ln hops</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WdmWorkbench</name>
    <message numerus="yes">
        <source>, each shared by %Ln transmitter(s)</source>
        <translation>
            <numerusform>, each shared by %Ln transmitter</numerusform>
            <numerusform>, each shared by %Ln transmitters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This network needs %Ln wavelength(s) (components of the transmission graph)</source>
        <translation>
            <numerusform>This network needs %Ln wavelength (a component of the transmission graph)</numerusform>
            <numerusform>This network needs %Ln wavelengths (components of the transmission graph)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: a TDM frame of %Ln slot(s).</source>
        <translation>
            <numerusform>: a TDM frame of %Ln slot.</numerusform>
            <numerusform>: a TDM frame of %Ln slots.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::gui::MainWindow</name>
    <message numerus="yes">
        <source>The session asks for page %1 of %2, which has %Ln page(s); showing the first.</source>
        <translation>
            <numerusform>The session asks for page %1 of %2, which has %Ln page; showing the first.</numerusform>
            <numerusform>The session asks for page %1 of %2, which has %Ln pages; showing the first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisDetails</name>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Route %1 to %2:&lt;/b&gt; %Ln hop(s)&lt;/p&gt;&lt;ol&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 to %2:&lt;/b&gt; %Ln hop&lt;/p&gt;&lt;ol&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 to %2:&lt;/b&gt; %Ln hops&lt;/p&gt;&lt;ol&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln violation(s)</source>
        <translation>
            <numerusform>%Ln violation</numerusform>
            <numerusform>%Ln violations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisStepBar</name>
    <message numerus="yes">
        <source>before the move (%Ln step(s))</source>
        <translation>
            <numerusform>before the move (%Ln step)</numerusform>
            <numerusform>before the move (%Ln steps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::EmbeddingView</name>
    <message numerus="yes">
        <source>Torus of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</source>
        <translation>
            <numerusform>Torus of %Ln node, in the colour of its processor&apos;s group.</numerusform>
            <numerusform>Torus of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ring of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</source>
        <translation>
            <numerusform>Ring of %Ln node, in the colour of its processor&apos;s group.</numerusform>
            <numerusform>Ring of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::ExercisePage</name>
    <message numerus="yes">
        <source>Your schedule takes %Ln slot(s); the target is %1.</source>
        <translation>
            <numerusform>Your schedule takes %Ln slot; the target is %1.</numerusform>
            <numerusform>Your schedule takes %Ln slots; the target is %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Correct: every message arrives in %Ln slot(s), within the target of %1.</source>
        <translation>
            <numerusform>Correct: every message arrives in %Ln slot, within the target of %1.</numerusform>
            <numerusform>Correct: every message arrives in %Ln slots, within the target of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsCanvas</name>
    <message numerus="yes">
        <source>%1; holds %Ln item(s): %2</source>
        <translation>
            <numerusform>%1; holds %Ln item: %2</numerusform>
            <numerusform>%1; holds %Ln items: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsDetails</name>
    <message numerus="yes">
        <source>paper (%1, %2): %Ln slot(s)</source>
        <translation>
            <numerusform>paper (%1, %2): %Ln slot</numerusform>
            <numerusform>paper (%1, %2): %Ln slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln slot(s)&lt;/b&gt; (paper&apos;s formula: %1, lower bound: %2)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln slot&lt;/b&gt; (paper&apos;s formula: %1, lower bound: %2)</numerusform>
            <numerusform>&lt;b&gt;%Ln slots&lt;/b&gt; (paper&apos;s formula: %1, lower bound: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln violation(s)&lt;/b&gt;&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln violation&lt;/b&gt;&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln violations&lt;/b&gt;&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln slot(s)&lt;/b&gt; (no formula in the paper; lower bound: %1)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln slot&lt;/b&gt; (no formula in the paper; lower bound: %1)</numerusform>
            <numerusform>&lt;b&gt;%Ln slots&lt;/b&gt; (no formula in the paper; lower bound: %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsForm</name>
    <message numerus="yes">
        <source>n = %Ln processor(s)</source>
        <translation>
            <numerusform>n = %Ln processor</numerusform>
            <numerusform>n = %Ln processors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln coupler(s)</source>
        <translation>
            <numerusform>%Ln coupler</numerusform>
            <numerusform>%Ln couplers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsWorkbench</name>
    <message numerus="yes">
        <source>A new exercise of %n message(s) on POPS(%1,%2).</source>
        <translation>
            <numerusform>A new exercise of %n message on POPS(%1,%2).</numerusform>
            <numerusform>A new exercise of %n messages on POPS(%1,%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmDetails</name>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Route %1 → %2:&lt;/b&gt; %Ln hop(s), H(a, b) = %3&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 → %2:&lt;/b&gt; %Ln hop, H(a, b) = %3&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 → %2:&lt;/b&gt; %Ln hops, H(a, b) = %3&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
</TS>
