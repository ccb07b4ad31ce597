<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Registry</name>
    <message>
        <source>All-to-all personalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-to-all broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permutation routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phased (optimal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic single-hop scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternating-pair embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternating-pair embedding (ring&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternating-pair with row rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-slot broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential broadcasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiple receive (g reads per slot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n and d are powers of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d &gt;= sqrt(n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d &gt;= 2 sqrt(n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n &gt;= 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n is a perfect square of at least 4 (the torus is sqrt(n) x sqrt(n))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n &lt;= 8192 (n^2 transmissions must stay within the 64 Mi limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uni: to the next node; bi: to both neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uni: right and down; bi: all four neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broadcasting processor, 0..n-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random, shift:k or list:p0,p1,... (pi as a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed of the random permutation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::gui</name>
    <message>
        <source>000 Fig. 1: POPS(8,2), n = 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Fig. 2: POPS(4,4), n = 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Fig. 3: all-to-all on POPS(8,2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Fig. 4a: natural reduction, n = 32, d = 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Fig. 4b: optimal reduction, n = 32, d = 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Figs. 6-7: alternating-pair ring on POPS(4,4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Fig. 8a: natural torus, n = 16, d = 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Fig. 8b: alternating-pair torus, n = 16, d = 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>000 Fig. 8c: rotated torus, n = 16, d = 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>002 Fig. 2: POPS(4,2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This algorithm needs %1 (parameter %2), as the paper&apos;s theorem states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter %1 is not valid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POPS(d,g) cannot be built: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule would be too large: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coupler %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 is not a source of coupler %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 is not a destination of coupler %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transmission from processor %1 reaches nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coupler %1 carries %2 transmissions (from %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 sends %2 different items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 reads %2 transmissions (it may read %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 sends item %2 before it holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1 depends on itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 never receives item %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 does not hold its result %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 at processor %2 misses input %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 at processor %2 counts input %3 twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 at processor %2 includes item %3, which is not an input</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::gui::MainWindow</name>
    <message>
        <source>Open schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedules (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About POPS Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;POPS Lab %1&lt;/h3&gt;&lt;p&gt;Explore Partitioned Optical Passive Stars networks: schedules built from the papers&apos; constructions and checked by a validator.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later. Plots by QCustomPlot (GPLv3).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper &amp;figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open schedule...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save schedule as JSON...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export figure of this slot...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure of &amp;all slots...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Explain this algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About POPS Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POPS Lab - POPS(%1,%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures (*.svg *.pdf *.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: %2&lt;/h3&gt;&lt;p&gt;Paper %3, %4.&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sequence length:&lt;/b&gt; %6&lt;br&gt;&lt;b&gt;Conditions:&lt;/b&gt; %7&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any d and g</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::gui::NetworkCanvas</name>
    <message>
        <source>transmitter T(%1,%2): processor %1 to group %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receiver R(%1,%2): processor %1 from group %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 (group %2, index %3) sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processor %1 (group %2, index %3) receiving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coupler c(%1,%2): from group %2 to group %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::gui::ParameterPanel</name>
    <message>
        <source>n = %1 processors, %2 couplers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d (processors per group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g (groups)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send each whole phase in one slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts a phase&apos;s messages into a single slot, conflicts included, to show why the phase needs more slots.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::gui::SlotDetails</name>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coupler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflicts in this slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 slots&lt;/b&gt; (paper&apos;s formula: %2, lower bound: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean coupler utilisation: %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this slot: %1 of %2 couplers used (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid: no rule is broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#d52828&apos;&gt;&lt;b&gt;%1 violations&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::gui::TimelineBar</name>
    <message>
        <source>no slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First slot (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous slot (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next slot (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last slot (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::render</name>
    <message>
        <source>slot %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot %1 does not exist; the schedule has %2 pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated by POPS Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 x %2 pixel image is too large; choose a lower DPI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough memory for a %1 x %2 pixel image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot encode %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown figure format &apos;%1&apos;: use .svg, .pdf or .png</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>popslab::render::NetworkPainter</name>
    <message>
        <source>group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>couplers to group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coupler in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coupler conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clashing message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
