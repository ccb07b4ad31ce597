<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutText</name>
    <message>
        <source>POPS Lab %1</source>
        <translation>POPS Lab %1</translation>
    </message>
    <message>
        <source>Explore optical interconnection networks for parallel computers: schedules built from the papers&apos; constructions and checked by a validator.</source>
        <translation>探索并行计算机的光互连网络：按论文中的构造生成调度，并由验证器检查。</translation>
    </message>
    <message>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>许可证：GPL-3.0-or-later。</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>构建所用的库：</translation>
    </message>
</context>
<context>
    <name>AggregatePainter</name>
    <message>
        <source>POPS(%1,%2): %3 processors, too many to draw one by one here. Groups are blocks, filled as far as their processors send (top) or receive (left) in this slot; couplers are cells. View &gt; Draw every processor shows the full figure.</source>
        <translation>POPS(%1,%2)：%3 个处理器，太多，无法在此逐个绘制。组显示为方块，按其处理器在本时隙中发送（上方）或接收（左侧）的比例填充；耦合器显示为单元格。“视图 &gt; 绘制每个处理器”显示完整图形。</translation>
    </message>
    <message>
        <source>source group j: processors sending</source>
        <translation>源组 j：发送的处理器</translation>
    </message>
    <message>
        <source>destination group i: processors receiving</source>
        <translation>目的组 i：接收的处理器</translation>
    </message>
    <message>
        <source>POPS(%1,%2): %3 couplers, too many to draw one by one here. Groups are blocks, filled as far as their processors send (top) or receive (left) in this slot; couplers are cells. View &gt; Draw every processor shows the full figure.</source>
        <translation>POPS(%1,%2)：%3 个耦合器，太多，无法在此逐个绘制。组显示为方块，按其处理器在本时隙中发送（上方）或接收（左侧）的比例填充；耦合器显示为单元格。“视图 &gt; 绘制每个处理器”显示完整图形。</translation>
    </message>
</context>
<context>
    <name>AnimatedGif</name>
    <message>
        <source>an animation of %1 x %2 pixels is empty</source>
        <translation>%1 x %2 像素的动画为空</translation>
    </message>
    <message>
        <source>an animation of %1 x %2 pixels is too large: at most %3 pixels a side</source>
        <translation>%1 x %2 像素的动画过大：每边最多 %3 像素</translation>
    </message>
    <message>
        <source>frame %1 is empty</source>
        <translation>第 %1 帧为空</translation>
    </message>
    <message>
        <source>frame %1 is %2 x %3 pixels, not %4 x %5 like the animation</source>
        <translation>第 %1 帧为 %2 x %3 像素，而不是与动画相同的 %4 x %5</translation>
    </message>
    <message>
        <source>not enough memory for frame %1</source>
        <translation>内存不足，无法存放第 %1 帧</translation>
    </message>
    <message>
        <source>giflib error %1</source>
        <translation>giflib 错误 %1</translation>
    </message>
    <message>
        <source>cannot encode %1 as GIF: %2</source>
        <translation>无法将 %1 编码为 GIF：%2</translation>
    </message>
    <message>
        <source>the animation has more than %1 different frames</source>
        <translation>动画的不同帧超过 %1 个</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>动画没有任何帧</translation>
    </message>
    <message>
        <source>not enough memory to choose the colours of %1</source>
        <translation>内存不足，无法为 %1 选择颜色</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the frames of this animation would take more than %1 MB until it is written; choose a smaller width or fewer frames per step</source>
        <translation>此动画的各帧在写入之前将占用超过 %1 MB；请选择更小的宽度或每步更少的帧</translation>
    </message>
</context>
<context>
    <name>AnimatedVideo</name>
    <message>
        <source>the video encoder failed: %1</source>
        <translation>视频编码器出错：%1</translation>
    </message>
    <message>
        <source>a video frame must be 2..%1 px a side, not %2 x %3</source>
        <translation>视频帧每边须为 2..%1 像素，而不是 %2 x %3</translation>
    </message>
    <message>
        <source>this FFmpeg cannot write %1 video</source>
        <translation>此 FFmpeg 无法写入 %1 视频</translation>
    </message>
    <message>
        <source>not enough memory for the video encoder</source>
        <translation>内存不足，无法运行视频编码器</translation>
    </message>
    <message>
        <source>the video encoder %1 did not start: %2</source>
        <translation>视频编码器 %1 未能启动：%2</translation>
    </message>
    <message>
        <source>frame %1 is %2 x %3 px, not %4 x %5</source>
        <translation>第 %1 帧为 %2 x %3 像素，而不是 %4 x %5</translation>
    </message>
    <message>
        <source>the video has no frame</source>
        <translation>视频没有任何帧</translation>
    </message>
</context>
<context>
    <name>BusForm</name>
    <message>
        <source>Permutation, 1D APPB (2.2)</source>
        <translation>置换，1D APPB（2.2）</translation>
    </message>
    <message>
        <source>Permutation, folded bus (2.2)</source>
        <translation>置换，折叠总线（2.2）</translation>
    </message>
    <message>
        <source>Broadcast, slot counter (2.1)</source>
        <translation>广播，时隙计数器（2.1）</translation>
    </message>
    <message>
        <source>Several messages on one bus (2.1)</source>
        <translation>一条总线上的多条消息（2.1）</translation>
    </message>
    <message>
        <source>Broadcast, coincident pulses (2.1)</source>
        <translation>广播，重合脉冲（2.1）</translation>
    </message>
    <message>
        <source>Prefix sum, LARPBS (3.1)</source>
        <translation>前缀和，LARPBS（3.1）</translation>
    </message>
    <message>
        <source>Broadcast, 2D APPB (2.3)</source>
        <translation>广播，2D APPB（2.3）</translation>
    </message>
    <message>
        <source>ASOS, switch states (3.2)</source>
        <translation>ASOS，开关状态 (3.2)</translation>
    </message>
    <message>
        <source>2DAROB, switch states (3.2)</source>
        <translation>2DAROB，开关状态 (3.2)</translation>
    </message>
</context>
<context>
    <name>BusGridPainter</name>
    <message>
        <source>source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>cycle 1 along the source&apos;s row bus (the processors it reaches blue), cycle 2 along every column bus (those it reaches green); t = %1</source>
        <translation>第 1 周期沿源的行总线（到达的处理器为蓝色），第 2 周期沿每条列总线（到达的为绿色）；t = %1</translation>
    </message>
</context>
<context>
    <name>BusRunner</name>
    <message>
        <source>The permutation shift:k needs a whole number k.</source>
        <translation>置换 shift:k 需要整数 k。</translation>
    </message>
    <message>
        <source>The permutation must be list:p0,p1,..., shift:k or random.</source>
        <translation>置换必须是 list:p0,p1,...、shift:k 或 random。</translation>
    </message>
    <message>
        <source>The bits must be list:b0,b1,... or random.</source>
        <translation>位必须是 list:b0,b1,... 或 random。</translation>
    </message>
    <message>
        <source>The bits must be 0s and 1s.</source>
        <translation>位必须是 0 或 1。</translation>
    </message>
    <message>
        <source>The switches must be processors separated by commas, e.g. 3,6.</source>
        <translation>开关必须是以逗号分隔的处理器，例如 3,6。</translation>
    </message>
    <message>
        <source>The switches must be processors from 1 to %1.</source>
        <translation>开关必须是 1 到 %1 之间的处理器。</translation>
    </message>
    <message>
        <source>The permutation lists %1 values; n = %2 needs one per processor (or write random).</source>
        <translation>置换列出了 %1 个值；n = %2 需要每个处理器一个（或写 random）。</translation>
    </message>
    <message>
        <source>The permutation must hold each processor number below %1 once.</source>
        <translation>置换必须恰好包含每个小于 %1 的处理器编号各一次。</translation>
    </message>
    <message>
        <source>The bits list has %1 entries; n = %2 needs one per processor (or write random).</source>
        <translation>比特列表有 %1 项；n = %2 需要每个处理器一项（或写 random）。</translation>
    </message>
</context>
<context>
    <name>BusSpaceTimePainter</name>
    <message>
        <source>cycle %1</source>
        <translation>周期 %1</translation>
    </message>
    <message>
        <source>+1 slot</source>
        <translation>+1 时隙</translation>
    </message>
    <message>
        <source>switch open</source>
        <translation>开关断开</translation>
    </message>
    <message>
        <source>no read</source>
        <translation>不读</translation>
    </message>
    <message>
        <source>wait %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>收到 %1</translation>
    </message>
    <message>
        <source>upper bus</source>
        <translation>上总线</translation>
    </message>
    <message>
        <source>lower bus</source>
        <translation>下总线</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>select</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>time t downwards in clock units (τ = %1 a hop); dot: a read that found its datum, diamond: a coincidence, cross: a faulty read; small dots: where each pulse is at the time shown</source>
        <translation>时间 t 向下，单位为时钟单位（每跳 τ = %1）；圆点：读到其数据的读取，菱形：重合，叉：错误的读取；小点：各脉冲在所示时刻的位置</translation>
    </message>
    <message>
        <source>upper segment (writes)</source>
        <translation>上段（写入）</translation>
    </message>
    <message>
        <source>lower segment (reads)</source>
        <translation>下段（读取）</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>got %1; wait %2</source>
        <translation>收到 %1；等待 %2</translation>
    </message>
    <message>
        <source>reads:</source>
        <translation>读取：</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>; +1 slot: the delay a b = 1 switches on, left of its processor (none left of processor 0)</source>
        <translation>；+1 时隙：b = 1 接通的延迟，在其处理器左侧（处理器 0 左侧没有）</translation>
    </message>
</context>
<context>
    <name>BusSwitchPainter</name>
    <message>
        <source>2DAROB, switches set north-south: the columns are the disjoint buses, each a unidirectional chain; framed: the bus leaders</source>
        <translation>2DAROB，开关设为南北向：各列构成互不相交的总线，每条为单向链；加框者：总线首领</translation>
    </message>
    <message>
        <source>2DAROB, switches set east-west: the rows are the disjoint buses, each a unidirectional chain; framed: the bus leaders</source>
        <translation>2DAROB，开关设为东西向：各行构成互不相交的总线，每条为单向链；加框者：总线首领</translation>
    </message>
    <message>
        <source>Paper 001 describes these models in words only; POPS Lab draws their switch states and claims no timing.</source>
        <translation>论文 001 仅以文字描述这些模型；POPS Lab 只绘制其开关状态，不给出任何时序结论。</translation>
    </message>
    <message>
        <source>circle at a processor&apos;s lower left: its switch, × cross, = straight</source>
        <translation>处理器左下方的圆圈：其开关，× 交叉，= 直通</translation>
    </message>
    <message>
        <source>ASOS, all switches crossed: messages move from the row buses onto the column buses (read on their right segment)</source>
        <translation>ASOS，所有开关交叉：消息从行总线转到列总线（在其右段读取）</translation>
    </message>
    <message>
        <source>ASOS, all switches straight: messages move along the folded row buses (written on the upper segment, read on the lower)</source>
        <translation>ASOS，所有开关直通：消息沿折叠的行总线传输（在上段写入，在下段读取）</translation>
    </message>
</context>
<context>
    <name>BusWorkbench</name>
    <message>
        <source>Optical bus (paper 001)</source>
        <translation>光总线（论文 001）</translation>
    </message>
    <message>
        <source>Bus plots</source>
        <translation>总线图表</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pipelined and reconfigurable optical buses&lt;/h3&gt;&lt;p&gt;Paper 001, sections 2 and 3 (Sahni). Light travels down a waveguide with a predictable delay, so several messages can be on one bus at once, one behind the other: any permutation fits in one bus cycle on the 1D APPB or the folded bus, where an electronic bus carries one datum a cycle.&lt;/p&gt;&lt;p&gt;The space-time diagram shows processors across and clock units downwards: every pulse a line, diagonal while it travels, a vertical step where a delay loop holds it. Each read is checked by the simulator: a dot when exactly the right message was under the reader, a cross when not. Step through the run one clock unit at a time and watch each reader&apos;s wait count down.&lt;/p&gt;&lt;p&gt;The coincident pulse method reads where a reference and a select pulse meet; the LARPBS prefix sum delays the select pulse one slot at every 1 bit, so the slot of the coincidence is the sum. Open switches split the bus into segments that sum on their own. See the user guide&apos;s errata (F1) for where the text&apos;s timing needed a correction.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;流水线光总线与可重构光总线&lt;/h3&gt;&lt;p&gt;论文 001，第 2 和第 3 节（Sahni）。光在波导中传播的延迟是可预测的，因此一条总线上可以同时有多条消息，一条接一条：在 1D APPB 或折叠总线上，任何置换都能在一个总线周期内完成，而电子总线每个周期只能传送一个数据。&lt;/p&gt;&lt;p&gt;时空图横向为处理器，向下为时钟单位：每个脉冲一条线，传播时为斜线，被延迟环保持时为竖直的一段。模拟器会检查每次读取：读取者处恰好是正确的消息时画圆点，否则画叉号。逐个时钟单位单步执行，观察每个读取者的等待计数递减。&lt;/p&gt;&lt;p&gt;重合脉冲法在参考脉冲与选择脉冲相遇处读取；LARPBS 前缀和在每个为 1 的位处将选择脉冲延迟一个时隙，因此重合所在的时隙就是和。断开的开关将总线分成若干段，各段独立求和。文中时序需要修正之处，参见用户指南（F1）中的勘误。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CouplerMatrixPainter</name>
    <message>
        <source>source group j</source>
        <translation>源组 j</translation>
    </message>
    <message>
        <source>destination group i</source>
        <translation>目的组 i</translation>
    </message>
    <message>
        <source>%1 procs</source>
        <translation>%1 个处理器</translation>
    </message>
</context>
<context>
    <name>ExerciseEdits</name>
    <message>
        <source>take %1 out</source>
        <translation>取出 %1</translation>
    </message>
    <message>
        <source>place %1 in slot %2</source>
        <translation>将 %1 放入时隙 %2</translation>
    </message>
</context>
<context>
    <name>ExportPath</name>
    <message>
        <source>TikZ picture for LaTeX (*.tex)</source>
        <translation>LaTeX 用 TikZ 图 (*.tex)</translation>
    </message>
    <message>
        <source>pgfplots axis for LaTeX (*.tex)</source>
        <translation>LaTeX 用 pgfplots 坐标图 (*.tex)</translation>
    </message>
    <message>
        <source>LaTeX: TikZ figure or pgfplots plot (*.tex)</source>
        <translation>LaTeX：TikZ 图或 pgfplots 图表 (*.tex)</translation>
    </message>
    <message>
        <source>SVG vector graphics (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>slot %1 of %2</source>
        <translation>第 %1 个时隙，共 %2 个</translation>
    </message>
    <message>
        <source>Generated by POPS Lab</source>
        <translation>由 POPS Lab 生成</translation>
    </message>
    <message>
        <source>a %1 x %2 pixel image is too large; choose a lower DPI</source>
        <translation>%1 x %2 像素的图像过大；请选择更低的 DPI</translation>
    </message>
    <message>
        <source>not enough memory for a %1 x %2 pixel image</source>
        <translation>内存不足，无法生成 %1 x %2 像素的图像</translation>
    </message>
    <message>
        <source>slot %1 does not exist; the schedule has %2 slots</source>
        <translation>时隙 %1 不存在；调度共有 %2 个时隙</translation>
    </message>
    <message>
        <source>POPS(%1,%2) is too large to draw: g = %2 is more than the limit of %3.</source>
        <translation>POPS(%1,%2) 太大，无法绘制：g = %2 超过上限 %3。</translation>
    </message>
    <message>
        <source>POPS(%1,%2) is too large to draw with every fibre: n g = %3 is more than the limit of %4. The coupler matrix (View menu) shows it.</source>
        <translation>POPS(%1,%2) 太大，无法画出每一根光纤：n g = %3 超过上限 %4。耦合器矩阵（视图菜单）可以显示它。</translation>
    </message>
    <message>
        <source>a contact sheet of this network shows at most %1 slots; this schedule has %2 (export numbered frames instead)</source>
        <translation>此网络的缩略总图最多显示 %1 个时隙；此调度有 %2 个（请改为导出编号帧）</translation>
    </message>
    <message>
        <source>there is no schedule to animate</source>
        <translation>没有可制作动画的调度</translation>
    </message>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>无法将图像编码为 PNG</translation>
    </message>
    <message>
        <source>the file was not written whole</source>
        <translation>文件未被完整写入</translation>
    </message>
    <message>
        <source>unknown figure format &apos;%1&apos;: use .svg, .pdf, .png or .tex (TikZ)</source>
        <translation>未知的图形格式“%1”：请使用 .svg、.pdf、.png 或 .tex（TikZ）</translation>
    </message>
    <message>
        <source>this figure would be %1 MB of TikZ, more than pdfLaTeX holds (%2 MB): export it as PDF and include that with \includegraphics</source>
        <translation>此图将是 %1 MB 的 TikZ，超出 pdfLaTeX 的容量（%2 MB）：请导出为 PDF，再用 \includegraphics 插入</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 是文件夹，不是文件</translation>
    </message>
    <message>
        <source>%1 is a device or socket, not a file</source>
        <translation>%1 是设备或套接字，不是文件</translation>
    </message>
    <message>
        <source>%1 is larger than the limit of %2 bytes</source>
        <translation>%1 超过了 %2 字节的上限</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the output %1 is the input %2 of this command; write to another file</source>
        <translation>输出 %1 就是此命令的输入 %2；请写入另一个文件</translation>
    </message>
    <message>
        <source>an object or array is expected</source>
        <translation>此处应为对象或数组</translation>
    </message>
    <message>
        <source>the text ends inside an object, array or string</source>
        <translation>文本在对象、数组或字符串内部结束</translation>
    </message>
    <message>
        <source>a &apos;:&apos; is missing after a name</source>
        <translation>名称之后缺少“:”</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing between values</source>
        <translation>值之间缺少“,”</translation>
    </message>
    <message>
        <source>this is not a JSON value</source>
        <translation>这不是 JSON 值</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>文本在数字内部结束</translation>
    </message>
    <message>
        <source>a number is malformed or out of range</source>
        <translation>数字格式错误或超出范围</translation>
    </message>
    <message>
        <source>a string has an unknown escape</source>
        <translation>字符串含有未知的转义序列</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the values are nested too deeply</source>
        <translation>值的嵌套层次过深</translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation>文档过大</translation>
    </message>
    <message>
        <source>more text follows the document</source>
        <translation>文档之后还有多余的文本</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>第 %1 字节处的 JSON 无效：%2</translation>
    </message>
    <message>
        <source>the file was not written whole</source>
        <translation>文件未被完整写入</translation>
    </message>
</context>
<context>
    <name>FormInput</name>
    <message>
        <source>From %L1 to %L2</source>
        <translation>从 %L1 到 %L2</translation>
    </message>
</context>
<context>
    <name>ItemName</name>
    <message>
        <source>items %1–%2 combined</source>
        <translation>数据项 %1–%2 的合并</translation>
    </message>
    <message>
        <source>%1–%2 combined</source>
        <translation>%1–%2 的合并</translation>
    </message>
    <message numerus="yes">
        <source>%Ln items combined</source>
        <translation>
            <numerusform>%Ln 个数据项的合并</numerusform>
        </translation>
    </message>
    <message>
        <source>item %1 [%2 values]</source>
        <translation>数据项 %1 [%2 个值]</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>数据项 %1</translation>
    </message>
    <message>
        <source>%1 [%2 values]</source>
        <translation>%1 [%2 个值]</translation>
    </message>
</context>
<context>
    <name>LessonHandout</name>
    <message>
        <source>%1 – scene %2 of %3</source>
        <translation>%1 – 第 %2 个场景，共 %3 个</translation>
    </message>
    <message>
        <source>could not draw the handout %1</source>
        <translation>无法绘制讲义 %1</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>%1: the page would pass %2 MiB at scene %3; export fewer or smaller scenes</source>
        <translation>%1：页面在第 %3 个场景处将超过 %2 MiB；请导出更少或更小的场景</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Previous scene (Page Up)</source>
        <translation>上一个场景（Page Up）</translation>
    </message>
    <message>
        <source>Previous step (Left)</source>
        <translation>上一步（左方向键）</translation>
    </message>
    <message>
        <source>Next step (Right, Space)</source>
        <translation>下一步（右方向键、空格）</translation>
    </message>
    <message>
        <source>Next scene (Page Down)</source>
        <translation>下一个场景（Page Down）</translation>
    </message>
    <message>
        <source>Show or hide the notes (N)</source>
        <translation>显示或隐藏备注（N）</translation>
    </message>
</context>
<context>
    <name>NetworkPainter</name>
    <message>
        <source>group %1</source>
        <translation>组 %1</translation>
    </message>
    <message>
        <source>couplers to group %1</source>
        <translation>通往组 %1 的耦合器</translation>
    </message>
    <message>
        <source>coupler in use</source>
        <translation>使用中的耦合器</translation>
    </message>
    <message>
        <source>coupler conflict</source>
        <translation>耦合器冲突</translation>
    </message>
    <message>
        <source>message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>clashing message</source>
        <translation>冲突的消息</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 个数据项</translation>
    </message>
    <message>
        <source>value after the slot</source>
        <translation>该时隙后的值</translation>
    </message>
    <message>
        <source>final value right</source>
        <translation>最终值正确</translation>
    </message>
    <message>
        <source>final value wrong</source>
        <translation>最终值错误</translation>
    </message>
    <message>
        <source>items a processor holds when the slot starts</source>
        <translation>处理器在该时隙开始时持有的数据项</translation>
    </message>
</context>
<context>
    <name>OknPainter</name>
    <message>
        <source>node the message has reached</source>
        <translation>消息已到达的节点</translation>
    </message>
    <message>
        <source>node not reached yet</source>
        <translation>尚未到达的节点</translation>
    </message>
    <message>
        <source>transmit port held by a link (k per node)</source>
        <translation>被链路占用的发送端口（每节点 k 个）</translation>
    </message>
    <message>
        <source>message in flight</source>
        <translation>传输中的消息</translation>
    </message>
    <message>
        <source>link being configured (the delay)</source>
        <translation>正在配置的链路（重配置延迟）</translation>
    </message>
    <message>
        <source>link up</source>
        <translation>已建立的链路</translation>
    </message>
    <message>
        <source>tree links not up at this time</source>
        <translation>此刻未建立链路的树边</translation>
    </message>
    <message>
        <source>node that has every message meant for it</source>
        <translation>已收到发给它的全部消息的节点</translation>
    </message>
    <message>
        <source>node still waiting for messages</source>
        <translation>仍在等待消息的节点</translation>
    </message>
    <message>
        <source>free transmit port</source>
        <translation>空闲的发送端口</translation>
    </message>
    <message>
        <source>Ports and messages in flight are too small to draw at this size.</source>
        <translation>在此尺寸下，发送端口和传输中的消息太小，无法绘制。</translation>
    </message>
    <message>
        <source>OK_N, N = %L1, k = %L2, delay = %L3; time %L4</source>
        <translation>OK_N，N = %L1，k = %L2，延迟 = %L3；时间 %L4</translation>
    </message>
</context>
<context>
    <name>OknWorkbench</name>
    <message>
        <source>OK_N (paper 003)</source>
        <translation>OK_N（论文 003）</translation>
    </message>
    <message>
        <source>Save trace as &amp;JSON...</source>
        <translation>将轨迹另存为 &amp;JSON...</translation>
    </message>
    <message>
        <source>there is no simulated run with a trace to save</source>
        <translation>没有可保存轨迹的模拟运行</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: %2&lt;/h3&gt;&lt;p&gt;Paper 003, %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Completion time:&lt;/b&gt; %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1：%2&lt;/h3&gt;&lt;p&gt;论文 003，%3。&lt;/p&gt;&lt;p&gt;&lt;b&gt;完成时间：&lt;/b&gt;%4&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OtisPainter</name>
    <message>
        <source>group %1</source>
        <translation>组 %1</translation>
    </message>
    <message>
        <source>i j k l of the 4D mesh</source>
        <translation>处理器标为四维网格的 i j k l</translation>
    </message>
    <message>
        <source>(G, P)</source>
        <translation>处理器标为 (G, P)</translation>
    </message>
    <message>
        <source>%1, N = %2: dashed curves are the optical transpose links (G, P) ↔ (P, G); labels %3</source>
        <translation>%1，N = %2：虚线曲线为光学转置链路 (G, P) ↔ (P, G)；%3</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>%1, N = %2: %3 groups of %2 processors; an optical link joins (G, P) and (P, G) (not drawn); point at a processor for its label</source>
        <translation>%1，N = %2：%3 个组，每组 %2 个处理器；光链路连接 (G, P) 与 (P, G)（未画出）；指向处理器可看到其标签</translation>
    </message>
    <message>
        <source>k l of the 4D mesh in a cell, i j in its group&apos;s title</source>
        <translation>单元格中标四维网格的 k l，组标题中标 i j</translation>
    </message>
    <message>
        <source>P in a cell, G in its group&apos;s title</source>
        <translation>单元格中标 P，组标题中标 G</translation>
    </message>
    <message>
        <source>OTIS-Hypercube</source>
        <translation>OTIS-Hypercube</translation>
    </message>
    <message>
        <source>move %1: no step, every datum is where it goes</source>
        <translation>移动 %1：无需任何步，每个数据已在目标处</translation>
    </message>
    <message numerus="yes">
        <source>move %1, %Ln step(s): before the first</source>
        <translation>
            <numerusform>移动 %1，共 %Ln 步：第一步之前</numerusform>
        </translation>
    </message>
    <message>
        <source>move %1: step %2 of %3</source>
        <translation>移动 %1：第 %2 步，共 %3 步</translation>
    </message>
    <message numerus="yes">
        <source>route: %Ln hop(s) (grey band, its ends framed)</source>
        <translation>
            <numerusform>路由：%Ln 跳（灰色宽带，两端加框）</numerusform>
        </translation>
    </message>
    <message>
        <source>i j = %1 %2</source>
        <translation>i j = %1 %2</translation>
    </message>
    <message>
        <source>route: from a processor to itself, no hop (framed)</source>
        <translation>路由：从一个处理器到其自身，无跳（加框）</translation>
    </message>
    <message>
        <source>%1; so far OTIS steps %2, electronic steps %3; a processor&apos;s colour: where its datum started (uncoloured: it holds none)</source>
        <translation>%1；至此 OTIS 步 %2，电子步 %3；处理器的颜色：其数据的出发处（无颜色：不持有数据）</translation>
    </message>
    <message>
        <source>%1; so far OTIS steps %2, electronic steps %3; a processor&apos;s colour: where its datum started (uncoloured: it holds none), arrows: the step&apos;s moves</source>
        <translation>%1；至此 OTIS 步 %2，电子步 %3；处理器的颜色：其数据的出发处（无颜色：不持有数据），箭头：本步的移动</translation>
    </message>
    <message>
        <source>inside a group the hypercube&apos;s links join cells whose numbers differ in one bit (faint, bowed)</source>
        <translation>组内超立方体链路连接编号只差一位的小格（浅色、弯曲）</translation>
    </message>
    <message>
        <source>no links inside a group</source>
        <translation>组内无链路</translation>
    </message>
    <message>
        <source>no route from (%1) to (%2) (framed): with no links inside the groups, (G, P) reaches only (P, G)</source>
        <translation>从 (%1) 到 (%2) 无路由（加框）：组内无链路时，(G, P) 只能到达 (P, G)</translation>
    </message>
    <message numerus="yes">
        <source>route: %Ln hop(s) (a cased line, its ends framed)</source>
        <translation>
            <numerusform>路由：%Ln 跳（带描边的线，两端加框）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OtisWorkbench</name>
    <message>
        <source>OTIS (paper 001)</source>
        <translation>OTIS（论文 001）</translation>
    </message>
    <message>
        <source>OTIS plots</source>
        <translation>OTIS 图表</translation>
    </message>
    <message>
        <source>&lt;h3&gt;OTIS and the OTIS-Mesh&lt;/h3&gt;&lt;p&gt;Paper 001, section 5 (Sahni). N groups of N processors: processor P of group G, written (G, P), has an optical transpose link to (P, G); inside each group an electronic mesh (OTIS-Mesh) or hypercube, or none (the plain OTIS of Fig. 13, not connected). Complexity counts optical (OTIS) and electronic steps.&lt;/p&gt;&lt;p&gt;The OTIS-Mesh simulates a 4D mesh: processor (i, j, k, l) sits on (i m + j, k m + l). A move along k or l is one electronic step; along i or j an OTIS step, an electronic step and an OTIS step. Step through a move: every datum is drawn in its origin&apos;s colour, and the validator checks the whole move as a schedule. Click two processors to see a shortest route.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OTIS 与 OTIS-Mesh&lt;/h3&gt;&lt;p&gt;论文 001 第 5 节（Sahni）。N 组，每组 N 个处理器：组 G 中的处理器 P 记作 (G, P)，它有一条到 (P, G) 的光学转置链路；每组内部是电子网格（OTIS-Mesh）或超立方体，或者没有链路（图 13 的普通 OTIS，不连通）。复杂度按光学（OTIS）步和电子步计数。&lt;/p&gt;&lt;p&gt;OTIS-Mesh 模拟四维网格：处理器 (i, j, k, l) 位于 (i m + j, k m + l)。沿 k 或 l 的移动是一个电子步；沿 i 或 j 则是一个 OTIS 步、一个电子步和一个 OTIS 步。逐步查看一次移动：每个数据以其来源的颜色绘制，验证器把整个移动作为调度进行检查。单击两个处理器即可看到一条最短路由。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Plots</name>
    <message>
        <source>lower bound</source>
        <translation>下界</translation>
    </message>
    <message>
        <source>%1: paper&apos;s formula</source>
        <translation>%1：论文公式</translation>
    </message>
    <message>
        <source>d (processors per group), %1 = %2</source>
        <translation>d（每组处理器数），%1 = %2</translation>
    </message>
    <message>
        <source>g (groups), %1 = %2</source>
        <translation>g（组数），%1 = %2</translation>
    </message>
    <message>
        <source>sequence length (slots)</source>
        <translation>序列长度（时隙）</translation>
    </message>
    <message>
        <source>coupler utilisation</source>
        <translation>耦合器利用率</translation>
    </message>
    <message>
        <source>current slot</source>
        <translation>当前时隙</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>时隙</translation>
    </message>
    <message>
        <source>couplers used (%)</source>
        <translation>已用耦合器（%）</translation>
    </message>
    <message>
        <source>Mean utilisation %1%</source>
        <translation>平均利用率 %1%</translation>
    </message>
    <message>
        <source>POPS Lab plot</source>
        <translation>POPS Lab 图表</translation>
    </message>
    <message>
        <source>n (processors), %1 = %2</source>
        <translation>n（处理器数），%1 = %2</translation>
    </message>
    <message>
        <source>completion time (message units)</source>
        <translation>完成时间（消息单位）</translation>
    </message>
    <message>
        <source>%1 (circles: the paper&apos;s formula)</source>
        <translation>%1（圆圈：论文公式）</translation>
    </message>
    <message>
        <source>not enough memory for the image of %1</source>
        <translation>内存不足，无法生成 %1 的图像</translation>
    </message>
    <message>
        <source>POPS(%1,%2) shown</source>
        <translation>当前显示 POPS(%1,%2)</translation>
    </message>
    <message>
        <source>unknown plot format &apos;%1&apos;: use .svg, .pdf, .png or .tex (pgfplots)</source>
        <translation>未知的图表格式“%1”：请使用 .svg、.pdf、.png 或 .tex（pgfplots）</translation>
    </message>
    <message>
        <source>the file was not written whole</source>
        <translation>文件未被完整写入</translation>
    </message>
    <message>
        <source>%1
(on the points of %2)</source>
        <translation>%1
（与 %2 的点重合）</translation>
    </message>
    <message>
        <source>%1: no point (its conditions hold at no value here)</source>
        <translation>%1：无数据点（其条件在此处对任何取值都不成立）</translation>
    </message>
    <message>
        <source>%1, %2 = %L3</source>
        <translation>%1，%2 = %L3</translation>
    </message>
</context>
<context>
    <name>PopsWorkbench</name>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Save schedule as &amp;JSON...</source>
        <translation>将调度保存为 JSON(&amp;J)...</translation>
    </message>
    <message>
        <source>there is no schedule to save</source>
        <translation>没有可保存的调度</translation>
    </message>
    <message>
        <source>any d and g</source>
        <translation>任意 d 和 g</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Beyond the papers: an addition of POPS Lab&apos;s own.</source>
        <translation>论文之外：POPS Lab 自己的补充。</translation>
    </message>
    <message>
        <source>Paper %1, %2.</source>
        <translation>论文 %1，%2。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: %2&lt;/h3&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sequence length:&lt;/b&gt; %6&lt;br&gt;&lt;b&gt;Lower bound:&lt;/b&gt; %7&lt;br&gt;&lt;b&gt;Conditions:&lt;/b&gt; %8&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1：%2&lt;/h3&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;&lt;b&gt;序列长度：&lt;/b&gt;%6&lt;br&gt;&lt;b&gt;下界：&lt;/b&gt;%7&lt;br&gt;&lt;b&gt;条件：&lt;/b&gt;%8&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Logical structure</source>
        <translation>逻辑结构</translation>
    </message>
</context>
<context>
    <name>Registry</name>
    <message>
        <source>All-to-all personalized</source>
        <translation>全对全个性化通信</translation>
    </message>
    <message>
        <source>Global reduction</source>
        <translation>全局归约</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>环面</translation>
    </message>
    <message>
        <source>One-to-all broadcast</source>
        <translation>一对全广播</translation>
    </message>
    <message>
        <source>All-to-all broadcast</source>
        <translation>全对全广播</translation>
    </message>
    <message>
        <source>Permutation routing</source>
        <translation>置换路由</translation>
    </message>
    <message>
        <source>Phased (optimal)</source>
        <translation>分阶段（最优）</translation>
    </message>
    <message>
        <source>Generic single-hop scheduler</source>
        <translation>通用单跳调度器</translation>
    </message>
    <message>
        <source>Natural reduction</source>
        <translation>自然归约</translation>
    </message>
    <message>
        <source>Optimal reduction</source>
        <translation>最优归约</translation>
    </message>
    <message>
        <source>Natural embedding</source>
        <translation>自然嵌入</translation>
    </message>
    <message>
        <source>Alternating-pair embedding</source>
        <translation>交替对嵌入</translation>
    </message>
    <message>
        <source>Alternating-pair embedding (ring&apos;s)</source>
        <translation>交替对嵌入（环的）</translation>
    </message>
    <message>
        <source>Alternating-pair with row rotation</source>
        <translation>带行旋转的交替对嵌入</translation>
    </message>
    <message>
        <source>Single-slot broadcast</source>
        <translation>单时隙广播</translation>
    </message>
    <message>
        <source>Sequential broadcasts</source>
        <translation>依次广播</translation>
    </message>
    <message>
        <source>Multiple receive (g reads per slot)</source>
        <translation>多重接收（每时隙接收 g 次）</translation>
    </message>
    <message>
        <source>n and d are powers of two</source>
        <translation>n 和 d 是 2 的幂</translation>
    </message>
    <message>
        <source>d &gt;= sqrt(n)</source>
        <translation>d &gt;= sqrt(n)</translation>
    </message>
    <message>
        <source>d &gt;= 2 sqrt(n)</source>
        <translation>d &gt;= 2 sqrt(n)</translation>
    </message>
    <message>
        <source>n &gt;= 2</source>
        <translation>n &gt;= 2</translation>
    </message>
    <message>
        <source>n is a perfect square of at least 4 (the torus is sqrt(n) x sqrt(n))</source>
        <translation>n 是不小于 4 的完全平方数（环面为 sqrt(n) x sqrt(n)）</translation>
    </message>
    <message>
        <source>uni: to the next node; bi: to both neighbours</source>
        <translation>uni：发往下一个节点；bi：发往两个邻居</translation>
    </message>
    <message>
        <source>uni: right and down; bi: all four neighbours</source>
        <translation>uni：向右和向下；bi：发往四个邻居</translation>
    </message>
    <message>
        <source>the broadcasting processor, 0..n-1</source>
        <translation>广播处理器，0..n-1</translation>
    </message>
    <message>
        <source>random, shift:k or list:p0,p1,... (pi as a list)</source>
        <translation>random、shift:k 或 list:p0,p1,...（以列表给出 pi）</translation>
    </message>
    <message>
        <source>seed of the random permutation</source>
        <translation>随机置换的种子</translation>
    </message>
    <message>
        <source>Every processor sends a distinct message to every processor (n^2 messages, each processor&apos;s message to itself included).</source>
        <translation>每个处理器向每个处理器发送一条不同的消息（共 n^2 条，包括发给自己的消息）。</translation>
    </message>
    <message>
        <source>section 4, Fig. 3</source>
        <translation>第 4 节，图 3</translation>
    </message>
    <message>
        <source>max(n^2/g^2, n) = max(d^2, n)</source>
        <translation>max(n^2/g^2, n) = max(d^2, n)</translation>
    </message>
    <message>
        <source>Theorem 1, Fig. 3</source>
        <translation>定理 1，图 3</translation>
    </message>
    <message>
        <source>d^2</source>
        <translation>d^2</translation>
    </message>
    <message>
        <source>(n/c)^2 phases, one per pair of node subsets N_i, each sent in g^2 slots that use every coupler.</source>
        <translation>(n/c)^2 个阶段，每对节点子集 N_i 一个阶段，每个阶段用 g^2 个时隙发送，且每个时隙使用所有耦合器。</translation>
    </message>
    <message>
        <source>sections 3-4 (Lemmas 1-3)</source>
        <translation>第 3-4 节（引理 1-3）</translation>
    </message>
    <message>
        <source>none in the paper</source>
        <translation>论文中没有</translation>
    </message>
    <message>
        <source>n permutation phases spread evenly over the couplers, each scheduled by the generic scheduler: n ceil(d/g) slots.</source>
        <translation>n 个置换阶段均匀分布在耦合器上，每个阶段由通用调度器安排：共 n ceil(d/g) 个时隙。</translation>
    </message>
    <message>
        <source>The n inputs are combined (e.g. summed) into one result at processor 0.</source>
        <translation>n 个输入在处理器 0 上合并（例如求和）为一个结果。</translation>
    </message>
    <message>
        <source>section 5, Fig. 4</source>
        <translation>第 5 节，图 4</translation>
    </message>
    <message>
        <source>ceil(log2 n)</source>
        <translation>ceil(log2 n)</translation>
    </message>
    <message>
        <source>Theorem 2, Fig. 4a</source>
        <translation>定理 2，图 4a</translation>
    </message>
    <message>
        <source>d - 1 + log2 g (n and d powers of two)</source>
        <translation>d - 1 + log2 g（n 和 d 为 2 的幂）</translation>
    </message>
    <message>
        <source>Binary tree on processor numbers: the first log2 d phases stay inside the groups and queue on one coupler each.</source>
        <translation>按处理器编号构成的二叉树：前 log2 d 个阶段留在组内，并在各自的一个耦合器上排队。</translation>
    </message>
    <message>
        <source>Theorem 3, Fig. 4b, and its d &gt; sqrt(2n) extension</source>
        <translation>定理 3、图 4b，及其 d &gt; sqrt(2n) 的扩展</translation>
    </message>
    <message>
        <source>log2 n for d &lt;= sqrt(2n); log2 n + 2(b-1) - log2 b for d = sqrt(2bn)</source>
        <translation>d &lt;= sqrt(2n) 时为 log2 n；d = sqrt(2bn) 时为 log2 n + 2(b-1) - log2 b</translation>
    </message>
    <message>
        <source>Halve each group log2 d times, sending the upper half to lower halves of other groups so every message has its own coupler.</source>
        <translation>将每组对半划分 log2 d 次，把上半部分发往其他组的下半部分，使每条消息都有自己的耦合器。</translation>
    </message>
    <message>
        <source>Every node of an n-node ring sends one message to the next node (and to the previous one when bidirectional).</source>
        <translation>n 节点环中的每个节点向下一个节点发送一条消息（双向时也发往上一个节点）。</translation>
    </message>
    <message>
        <source>section 6, Figs. 5-7</source>
        <translation>第 6 节，图 5-7</translation>
    </message>
    <message>
        <source>max(1, ceil(n/g^2)) per direction</source>
        <translation>每个方向 max(1, ceil(n/g^2))</translation>
    </message>
    <message>
        <source>Lemma 6</source>
        <translation>引理 6</translation>
    </message>
    <message>
        <source>d-1 (2d-2 bidirectional), for d &gt;= 2 and g &gt;= 2</source>
        <translation>d-1（双向为 2d-2），要求 d &gt;= 2 且 g &gt;= 2</translation>
    </message>
    <message>
        <source>mu(k) = k: each group holds d consecutive ring nodes, so d-1 of its d messages share the group&apos;s own coupler.</source>
        <translation>mu(k) = k：每组包含 d 个相邻的环节点，因此其 d 条消息中有 d-1 条共用本组自己的耦合器。</translation>
    </message>
    <message>
        <source>Theorem 4, Figs. 5-7</source>
        <translation>定理 4，图 5-7</translation>
    </message>
    <message>
        <source>d^2/n, or 1 when d &lt;= sqrt(n) (doubled bidirectional)</source>
        <translation>d^2/n，当 d &lt;= sqrt(n) 时为 1（双向时加倍）</translation>
    </message>
    <message>
        <source>Sections of g^2 nodes in subsections of 2g; in subsection J group numbers grow alternately by 2J and 2J+1, so each slot uses every coupler once.</source>
        <translation>由 g^2 个节点组成的段再分为 2g 个节点的子段；在子段 J 中组号交替增加 2J 和 2J+1，因此每个时隙恰好使用每个耦合器一次。</translation>
    </message>
    <message>
        <source>Every node of a sqrt(n) x sqrt(n) torus sends to its right and lower neighbours (to all four when bidirectional), with wrap-around.</source>
        <translation>sqrt(n) x sqrt(n) 环面中的每个节点向右侧和下方的邻居发送（双向时发往全部四个邻居），边界环绕。</translation>
    </message>
    <message>
        <source>section 7, Figs. 8-10</source>
        <translation>第 7 节，图 8-10</translation>
    </message>
    <message>
        <source>Fig. 8a</source>
        <translation>图 8a</translation>
    </message>
    <message>
        <source>none in the paper (Fig. 8a: 8 + 4 slots for n = 16, d = 8)</source>
        <translation>论文中没有（图 8a：n = 16、d = 8 时为 8 + 4 个时隙）</translation>
    </message>
    <message>
        <source>mu(u) = u: whole rows share a group, so row messages crowd the groups&apos; own couplers.</source>
        <translation>mu(u) = u：整行共用一个组，因此行消息挤在各组自己的耦合器上。</translation>
    </message>
    <message>
        <source>Fig. 8b</source>
        <translation>图 8b</translation>
    </message>
    <message>
        <source>none in the paper (Fig. 8b: 4 + 8 slots for n = 16, d = 8)</source>
        <translation>论文中没有（图 8b：n = 16、d = 8 时为 4 + 8 个时隙）</translation>
    </message>
    <message>
        <source>The ring&apos;s alternating-pair embedding applied to the torus nodes in row order: rows are optimal, columns are not.</source>
        <translation>将环的交替对嵌入按行序用于环面节点：行是最优的，列不是。</translation>
    </message>
    <message>
        <source>Theorem 5, Figs. 8c, 9, 10</source>
        <translation>定理 5，图 8c、9、10</translation>
    </message>
    <message>
        <source>2d^2/n (4d^2/n bidirectional)</source>
        <translation>2d^2/n（双向为 4d^2/n）</translation>
    </message>
    <message>
        <source>The ring&apos;s assignment with row r rotated r places to the left, so column messages use every coupler once per slot too.</source>
        <translation>采用环的分配方式，并将第 r 行向左旋转 r 位，使列消息在每个时隙也恰好使用每个耦合器一次。</translation>
    </message>
    <message>
        <source>The root&apos;s item reaches every other processor.</source>
        <translation>根节点的数据项到达所有其他处理器。</translation>
    </message>
    <message>
        <source>section 4.1</source>
        <translation>第 4.1 节</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>The root sends on all g transmitters in one slot; every coupler c(*, group(root)) passes the item to its whole destination group.</source>
        <translation>根节点在一个时隙内通过全部 g 个发送器发送；每个耦合器 c(*, group(root)) 把数据项传给其整个目的组。</translation>
    </message>
    <message>
        <source>Every processor&apos;s item reaches every other processor.</source>
        <translation>每个处理器的数据项到达所有其他处理器。</translation>
    </message>
    <message>
        <source>n - 1 reads per processor, one per slot (n when g = 1)</source>
        <translation>每个处理器接收 n - 1 次，每个时隙一次（g = 1 时为 n）</translation>
    </message>
    <message>
        <source>n (one broadcast per slot)</source>
        <translation>n（每个时隙一次广播）</translation>
    </message>
    <message>
        <source>Processor t broadcasts in slot t.</source>
        <translation>处理器 t 在时隙 t 广播。</translation>
    </message>
    <message>
        <source>section 4.1 (after Melhem et al.)</source>
        <translation>第 4.1 节（依据 Melhem 等人）</translation>
    </message>
    <message>
        <source>d (paper 001 says 1; see errata)</source>
        <translation>d（论文 001 称为 1；见勘误）</translation>
    </message>
    <message>
        <source>With receivesPerSlot = g, processor k of every group broadcasts in slot k. A coupler still carries one item per slot, and c(i,j) must carry all d items of group j, so this takes d slots, not the 1 the survey states.</source>
        <translation>在 receivesPerSlot = g 时，每组的处理器 k 在时隙 k 广播。耦合器每个时隙仍只能承载一个数据项，而 c(i,j) 必须承载组 j 的全部 d 个数据项，因此需要 d 个时隙，而不是综述所说的 1 个。</translation>
    </message>
    <message>
        <source>max(d, ceil((n-1)/g)): c(i,j) carries the d items of group j</source>
        <translation>max(d, ceil((n-1)/g))：c(i,j) 承载组 j 的 d 个数据项</translation>
    </message>
    <message>
        <source>Processor x sends one message to pi(x).</source>
        <translation>处理器 x 向 pi(x) 发送一条消息。</translation>
    </message>
    <message>
        <source>section 3</source>
        <translation>第 3 节</translation>
    </message>
    <message>
        <source>the largest number of messages sharing one coupler</source>
        <translation>共用同一耦合器的消息的最大数目</translation>
    </message>
    <message>
        <source>section 3 (Lemmas 1-3)</source>
        <translation>第 3 节（引理 1-3）</translation>
    </message>
    <message>
        <source>none in the paper (the largest coupler load)</source>
        <translation>论文中没有（最大耦合器负载）</translation>
    </message>
    <message>
        <source>Each message takes its unique route; messages sharing a coupler go in successive slots.</source>
        <translation>每条消息走其唯一的路由；共用同一耦合器的消息在相继的时隙中发送。</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>perm</source>
        <translation>置换</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Hypercube move</source>
        <translation>超立方体移动</translation>
    </message>
    <message>
        <source>Every processor i sends its datum to i with bit b flipped.</source>
        <translation>每个处理器 i 把数据发送给第 b 位取反后的 i。</translation>
    </message>
    <message>
        <source>section 2.1, Theorem 1 (001 section 4.2)</source>
        <translation>第 2.1 节，定理 1（001 第 4.2 节）</translation>
    </message>
    <message>
        <source>max(1, ceil(n/g^2))</source>
        <translation>max(1, ceil(n/g^2))</translation>
    </message>
    <message>
        <source>n is a power of two of at least 2 (a hypercube)</source>
        <translation>n 是不小于 2 的 2 的幂（超立方体）</translation>
    </message>
    <message>
        <source>bit</source>
        <translation>位</translation>
    </message>
    <message>
        <source>the hypercube dimension b, 0..log2(n)-1</source>
        <translation>超立方体维度 b，0..log2(n)-1</translation>
    </message>
    <message>
        <source>values</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>random, ramp or list:v0,v1,... (one per datum)</source>
        <translation>random、ramp 或 list:v0,v1,...（每个数据一个）</translation>
    </message>
    <message>
        <source>seed of the random values</source>
        <translation>随机数值的种子</translation>
    </message>
    <message>
        <source>Two-slot routing</source>
        <translation>双时隙路由</translation>
    </message>
    <message>
        <source>Theorem 1</source>
        <translation>定理 1</translation>
    </message>
    <message>
        <source>1 when d = 1, else 2 ceil(d/g)</source>
        <translation>d = 1 时为 1，否则为 2 ceil(d/g)</translation>
    </message>
    <message>
        <source>Each datum goes to p(i mod g, floor(i/g)) and on to its destination; groups larger than g take ceil(d/g) passes of two slots.</source>
        <translation>每个数据先发往 p(i mod g, floor(i/g))，再转发到目的地；大于 g 的组需要 ceil(d/g) 轮，每轮两个时隙。</translation>
    </message>
    <message>
        <source>Each datum takes its unique route; data sharing a coupler go in successive slots.</source>
        <translation>每个数据走其唯一路由；共用同一耦合器的数据在相继的时隙中发送。</translation>
    </message>
    <message>
        <source>Mesh move</source>
        <translation>网格移动</translation>
    </message>
    <message>
        <source>Every processor of an N x N mesh with wraparound sends its datum one step right, left, up or down (mesh (i, j) is processor iN + j).</source>
        <translation>带环绕的 N x N 网格中每个处理器把数据向右、左、上或下移动一步（网格点 (i, j) 为处理器 iN + j）。</translation>
    </message>
    <message>
        <source>section 2.2, Theorem 2</source>
        <translation>第 2.2 节，定理 2</translation>
    </message>
    <message>
        <source>n = N^2 with d or g dividing N</source>
        <translation>n = N^2，且 d 或 g 整除 N</translation>
    </message>
    <message>
        <source>right, left, up or down</source>
        <translation>right、left、up 或 down</translation>
    </message>
    <message>
        <source>Theorem 2</source>
        <translation>定理 2</translation>
    </message>
    <message>
        <source>Data sum</source>
        <translation>数据求和</translation>
    </message>
    <message>
        <source>The values of all processors are summed into p(0,0).</source>
        <translation>所有处理器的值求和到 p(0,0)。</translation>
    </message>
    <message>
        <source>section 3.1</source>
        <translation>第 3.1 节</translation>
    </message>
    <message>
        <source>Folding data sum</source>
        <translation>折叠求和</translation>
    </message>
    <message>
        <source>section 3.1, Figs. 3-4</source>
        <translation>第 3.1 节，图 3-4</translation>
    </message>
    <message>
        <source>log2 n when d &lt;= g; (d/g) 2 log2 g + d/g - 1 when d &gt; g (paper: ceil(d/g) log2 n; see errata)</source>
        <translation>d &lt;= g 时为 log2 n；d &gt; g 时为 (d/g) 2 log2 g + d/g - 1（论文：ceil(d/g) log2 n；见勘误）</translation>
    </message>
    <message>
        <source>Fold the m x m array of processors along its antidiagonal and rotate the triangles into the top-left quarter: two slots per halving of m.</source>
        <translation>将 m x m 处理器阵列沿反对角线折叠，并把三角形旋转到左上四分之一：m 每减半一次用两个时隙。</translation>
    </message>
    <message>
        <source>Hypercube algorithm, simulated</source>
        <translation>模拟的超立方体算法</translation>
    </message>
    <message>
        <source>section 3.1 with Theorem 1</source>
        <translation>第 3.1 节与定理 1</translation>
    </message>
    <message>
        <source>2 ceil(d/g) log2 n (log2 n when d = 1)</source>
        <translation>2 ceil(d/g) log2 n（d = 1 时为 log2 n）</translation>
    </message>
    <message>
        <source>The hypercube data sum, log2 n moves, each simulated by Theorem 1&apos;s routing.</source>
        <translation>超立方体求和：log2 n 次移动，每次用定理 1 的路由模拟。</translation>
    </message>
    <message>
        <source>Concentrate</source>
        <translation>集中</translation>
    </message>
    <message>
        <source>Each selected processor&apos;s datum goes to p(r), r its rank among the selected.</source>
        <translation>每个被选中处理器的数据发往 p(r)，r 为其在被选中者中的名次。</translation>
    </message>
    <message>
        <source>0 (the data may already be where they belong)</source>
        <translation>0（数据可能已在目的地）</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>选中</translation>
    </message>
    <message>
        <source>random, all or list:p0,p1,... (increasing)</source>
        <translation>random、all 或 list:p0,p1,...（递增）</translation>
    </message>
    <message>
        <source>Two-slot concentrate</source>
        <translation>双时隙集中</translation>
    </message>
    <message>
        <source>section 4.1, lines 24-31</source>
        <translation>第 4.1 节，第 24-31 行</translation>
    </message>
    <message>
        <source>2 ceil(d/g)</source>
        <translation>2 ceil(d/g)</translation>
    </message>
    <message>
        <source>Route via p(r mod g, ...) to p(floor(r/d), r mod d); d/g passes when d &gt; g.</source>
        <translation>经 p(r mod g, ...) 路由到 p(floor(r/d), r mod d)；d &gt; g 时分 d/g 轮。</translation>
    </message>
    <message>
        <source>section 4.1 with Theorem 1</source>
        <translation>第 4.1 节与定理 1</translation>
    </message>
    <message>
        <source>Monotone routes along bits 0, 1, ..., each move simulated by Theorem 1.</source>
        <translation>沿第 0、1、... 位的单调路由，每次移动用定理 1 模拟。</translation>
    </message>
    <message>
        <source>Distribute</source>
        <translation>分发</translation>
    </message>
    <message>
        <source>The datum of p(k), k &lt; q, goes to p(dest(k)), dest increasing.</source>
        <translation>p(k)（k &lt; q）的数据发往 p(dest(k))，dest 递增。</translation>
    </message>
    <message>
        <source>section 4.2</source>
        <translation>第 4.2 节</translation>
    </message>
    <message>
        <source>dest</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>random or list:d0,d1,... (increasing)</source>
        <translation>random 或 list:d0,d1,...（递增）</translation>
    </message>
    <message>
        <source>Two-slot distribute</source>
        <translation>双时隙分发</translation>
    </message>
    <message>
        <source>section 4.2, lines 32-39</source>
        <translation>第 4.2 节，第 32-39 行</translation>
    </message>
    <message>
        <source>Route via p(j, i) (or p((id+j) mod g, ...)) to p(dest); d/g passes when d &gt; g.</source>
        <translation>经 p(j, i)（或 p((id+j) mod g, ...)）路由到 p(dest)；d &gt; g 时分 d/g 轮。</translation>
    </message>
    <message>
        <source>section 4.2 with Theorem 1</source>
        <translation>第 4.2 节与定理 1</translation>
    </message>
    <message>
        <source>Monotone routes along bits log2(n)-1, ..., 0, each move simulated by Theorem 1.</source>
        <translation>沿第 log2(n)-1、...、0 位的单调路由，每次移动用定理 1 模拟。</translation>
    </message>
    <message>
        <source>Generalize</source>
        <translation>泛化</translation>
    </message>
    <message>
        <source>The datum of p(k), k &lt; q, goes to every p(x) with dest(k-1) &lt; x &lt;= dest(k).</source>
        <translation>p(k)（k &lt; q）的数据发往所有满足 dest(k-1) &lt; x &lt;= dest(k) 的 p(x)。</translation>
    </message>
    <message>
        <source>section 4.3</source>
        <translation>第 4.3 节</translation>
    </message>
    <message>
        <source>Shift and broadcast</source>
        <translation>移位并广播</translation>
    </message>
    <message>
        <source>section 4.3, lines 40-46</source>
        <translation>第 4.3 节，第 40-46 行</translation>
    </message>
    <message>
        <source>4 ceil(d/g)</source>
        <translation>4 ceil(d/g)</translation>
    </message>
    <message>
        <source>Shift the dest values one processor on (two slots), then send each datum through p(j, i) to its whole range at once (two slots); d/g passes each when d &gt; g.</source>
        <translation>先把 dest 值移到下一个处理器（两个时隙），再经 p(j, i) 把每个数据一次发往其整个范围（两个时隙）；d &gt; g 时各分 d/g 轮。</translation>
    </message>
    <message>
        <source>Intragroup permutation</source>
        <translation>组内置换</translation>
    </message>
    <message>
        <source>The d data of one group are permuted within it: p(e, j) -&gt; p(e, sigma(j)).</source>
        <translation>一个组的 d 个数据在组内置换：p(e, j) -&gt; p(e, sigma(j))。</translation>
    </message>
    <message>
        <source>section 4.4</source>
        <translation>第 4.4 节</translation>
    </message>
    <message>
        <source>ceil((d-1)/g) + 1 when sigma moves every datum (Theorem 4.3), else 0</source>
        <translation>当 sigma 移动每个数据时为 ceil((d-1)/g) + 1（定理 4.3），否则为 0</translation>
    </message>
    <message>
        <source>group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>the group to permute, 0..g-1</source>
        <translation>要置换的组，0..g-1</translation>
    </message>
    <message>
        <source>shift:k, random or list:s0,s1,... (on 0..d-1)</source>
        <translation>shift:k、random 或 list:s0,s1,...（作用于 0..d-1）</translation>
    </message>
    <message>
        <source>Single hop</source>
        <translation>单跳</translation>
    </message>
    <message>
        <source>section 4.4 (after [7, 13])</source>
        <translation>第 4.4 节（依据 [7, 13]）</translation>
    </message>
    <message>
        <source>d when sigma moves every datum</source>
        <translation>当 sigma 移动每个数据时为 d</translation>
    </message>
    <message>
        <source>Every datum takes the group&apos;s own coupler c(e, e): one per slot.</source>
        <translation>每个数据都走本组自己的耦合器 c(e, e)：每个时隙一个。</translation>
    </message>
    <message>
        <source>Slot pairs</source>
        <translation>时隙对</translation>
    </message>
    <message>
        <source>g data per pair of slots, each through an intermediate in another group.</source>
        <translation>每对时隙传送 g 个数据，每个经由另一组中的中间处理器。</translation>
    </message>
    <message>
        <source>Pipelined relays (optimal)</source>
        <translation>流水线中继（最优）</translation>
    </message>
    <message>
        <source>section 4.4, Fig. 11, Theorem 4.3</source>
        <translation>第 4.4 节，图 11，定理 4.3</translation>
    </message>
    <message>
        <source>ceil((d-1)/g) + 1</source>
        <translation>ceil((d-1)/g) + 1</translation>
    </message>
    <message>
        <source>One datum straight and g-1 relayed per slot, relays forwarded in the next slot.</source>
        <translation>每个时隙一个数据直达，g-1 个经中继，中继数据在下一时隙送达。</translation>
    </message>
    <message>
        <source>Permutation in every group</source>
        <translation>每组内置换</translation>
    </message>
    <message>
        <source>Every group permutes its data: p(i, j) -&gt; p(i, sigma_i(j)).</source>
        <translation>每个组置换其数据：p(i, j) -&gt; p(i, sigma_i(j))。</translation>
    </message>
    <message>
        <source>ceil(2n/(g+g^2)) when every sigma_i moves every datum (Theorem 4.4), else 0</source>
        <translation>当每个 sigma_i 移动每个数据时为 ceil(2n/(g+g^2))（定理 4.4），否则为 0</translation>
    </message>
    <message>
        <source>d when every sigma_i moves every datum</source>
        <translation>当每个 sigma_i 移动每个数据时为 d</translation>
    </message>
    <message>
        <source>Every datum takes its group&apos;s own coupler: d slots.</source>
        <translation>每个数据都走本组的耦合器：d 个时隙。</translation>
    </message>
    <message>
        <source>The slot-pair algorithm in every group at once.</source>
        <translation>在所有组中同时运行时隙对算法。</translation>
    </message>
    <message>
        <source>Batches of g + g^2</source>
        <translation>每批 g + g^2</translation>
    </message>
    <message>
        <source>section 4.4, Fig. 12, Theorem 4.4</source>
        <translation>第 4.4 节，图 12，定理 4.4</translation>
    </message>
    <message>
        <source>2 ceil(n/(g+g^2))</source>
        <translation>2 ceil(n/(g+g^2))</translation>
    </message>
    <message>
        <source>Per slot pair and group: two data straight, g-1 through other groups.</source>
        <translation>每对时隙每组：两个数据直达，g-1 个经由其他组。</translation>
    </message>
    <message>
        <source>Prefix sum</source>
        <translation>前缀和</translation>
    </message>
    <message>
        <source>p(i, j) ends with the sum of the values of every processor up to itself.</source>
        <translation>p(i, j) 最终得到直到自身为止所有处理器的值之和。</translation>
    </message>
    <message>
        <source>section 3.2</source>
        <translation>第 3.2 节</translation>
    </message>
    <message>
        <source>Transpose and double</source>
        <translation>转置与倍增</translation>
    </message>
    <message>
        <source>3 + log2 n + log2 d for d &lt;= g; 2(d/g)(1 + log2 g) + log2 g + 1 for d &gt; g (paper: ... + log2 d + 1; see errata)</source>
        <translation>d &lt;= g 时为 3 + log2 n + log2 d；d &gt; g 时为 2(d/g)(1 + log2 g) + log2 g + 1（论文：... + log2 d + 1；见勘误）</translation>
    </message>
    <message>
        <source>Group prefix sums by transposing and doubling (one pass per g x g block when d &gt; g, carrying the running total), then prefix sums of the group totals, broadcast in each group.</source>
        <translation>通过转置与倍增求组内前缀和（d &gt; g 时每个 g x g 块一轮，并传递累计和），再求各组总和的前缀和并在组内广播。</translation>
    </message>
    <message>
        <source>d &gt;= 2 (for d = 1 the paper simulates the hypercube algorithm)</source>
        <translation>d &gt;= 2（d = 1 时论文采用模拟超立方体算法）</translation>
    </message>
    <message>
        <source>section 3.2 with Theorem 1</source>
        <translation>第 3.2 节与定理 1</translation>
    </message>
    <message>
        <source>The hypercube prefix sum, log2 n exchanges, each simulated by Theorem 1&apos;s routing.</source>
        <translation>超立方体前缀和：log2 n 次交换，每次用定理 1 的路由模拟。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Each processor learns how many selected processors come before it.</source>
        <translation>每个处理器得知在它之前有多少个被选中的处理器。</translation>
    </message>
    <message>
        <source>seed of the random selection</source>
        <translation>随机选择的种子</translation>
    </message>
    <message>
        <source>The prefix-sum algorithm on the selection flags, its transpose back shifted one column on so that each processor receives the count before it.</source>
        <translation>在选择标记上运行前缀和算法，并把回转置后移一列，使每个处理器收到其之前的计数。</translation>
    </message>
    <message>
        <source>Consecutive sum</source>
        <translation>连续和</translation>
    </message>
    <message>
        <source>Each processor has an array X of M values; p(i,j) sums X[j mod M] over its subgroup of M processors.</source>
        <translation>每个处理器有一个含 M 个值的数组 X；p(i,j) 对其 M 个处理器的子组求 X[j mod M] 之和。</translation>
    </message>
    <message>
        <source>section 3.3</source>
        <translation>第 3.3 节</translation>
    </message>
    <message>
        <source>1 when M &gt; 1, else 0</source>
        <translation>M &gt; 1 时为 1，否则为 0</translation>
    </message>
    <message>
        <source>1 &lt;= M &lt; d and M divides d</source>
        <translation>1 &lt;= M &lt; d 且 M 整除 d</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>array length M: 1 &lt;= M &lt; d, M divides d (empty: d/2)</source>
        <translation>数组长度 M：1 &lt;= M &lt; d，M 整除 d（留空：d/2）</translation>
    </message>
    <message>
        <source>Array broadcast</source>
        <translation>数组广播</translation>
    </message>
    <message>
        <source>section 3.3, first algorithm</source>
        <translation>第 3.3 节，第一种算法</translation>
    </message>
    <message>
        <source>ceil(d/g) M when M &lt;= g; (d/g)(g + 1) when M &gt; g (0 when M = 1; g + 1 is g when g = 1)</source>
        <translation>M &lt;= g 时为 ceil(d/g) M；M &gt; g 时为 (d/g)(g + 1)（M = 1 时为 0；g = 1 时 g + 1 变为 g）</translation>
    </message>
    <message>
        <source>Transpose the arrays, then broadcast each within its subgroup, one array per reader and slot.</source>
        <translation>先转置各数组，再在子组内广播，每个接收者每个时隙接收一个数组。</translation>
    </message>
    <message>
        <source>d divides g or g divides d; when d &gt; g, M divides g or g divides M</source>
        <translation>d 整除 g 或 g 整除 d；d &gt; g 时 M 整除 g 或 g 整除 M</translation>
    </message>
    <message>
        <source>Transpose and token</source>
        <translation>转置与令牌</translation>
    </message>
    <message>
        <source>section 3.3, second algorithm (lines 13-22)</source>
        <translation>第 3.3 节，第二种算法（第 13-22 行）</translation>
    </message>
    <message>
        <source>M for d &lt;= g, (d/g) M for M &lt;= g &lt; d (+1 a pass when M is odd); (d/g)(M + 1) when M &gt; g</source>
        <translation>d &lt;= g 时为 M，M &lt;= g &lt; d 时为 (d/g) M（M 为奇数时每轮加 1）；M &gt; g 时为 (d/g)(M + 1)</translation>
    </message>
    <message>
        <source>Transpose the arrays once, then a token per processor walks its subgroup collecting single values.</source>
        <translation>先转置一次数组，然后每个处理器的令牌走遍其子组并收集单个值。</translation>
    </message>
    <message>
        <source>section 3.3 with Theorem 1</source>
        <translation>第 3.3 节与定理 1</translation>
    </message>
    <message>
        <source>2 ceil(d/g) (M - 1) (paper: 2 ceil(d/g) M; see errata)</source>
        <translation>2 ceil(d/g) (M - 1)（论文：2 ceil(d/g) M；见勘误）</translation>
    </message>
    <message>
        <source>Recursive halving inside each subgroup&apos;s subcube: M - 1 moves of one partial sum, each simulated by Theorem 1.</source>
        <translation>在每个子组的子立方体内递归减半：M - 1 次移动，每次一个部分和，均按定理 1 模拟。</translation>
    </message>
    <message>
        <source>n and M are powers of two (subcubes of a hypercube)</source>
        <translation>n 和 M 为 2 的幂（超立方体的子立方体）</translation>
    </message>
    <message>
        <source>Adjacent sum</source>
        <translation>相邻和</translation>
    </message>
    <message>
        <source>Each processor has an array X of M values; p(i,j) sums X[k] of p(i,(j+k) mod d) over 0 &lt;= k &lt; M.</source>
        <translation>每个处理器有一个含 M 个值的数组 X；p(i,j) 对 0 &lt;= k &lt; M 求 p(i,(j+k) mod d) 的 X[k] 之和。</translation>
    </message>
    <message>
        <source>section 3.4</source>
        <translation>第 3.4 节</translation>
    </message>
    <message>
        <source>section 3.4 (first algorithm of section 3.3)</source>
        <translation>第 3.4 节（第 3.3 节的第一种算法）</translation>
    </message>
    <message>
        <source>M for d &lt;= g; (d/g) min(M, g) for d &gt; g (0 when M = 1)</source>
        <translation>d &lt;= g 时为 M；d &gt; g 时为 (d/g) min(M, g)（M = 1 时为 0）</translation>
    </message>
    <message>
        <source>Transpose the arrays, then each goes to the M - 1 processors that need one of its values.</source>
        <translation>先转置各数组，再把每个数组送到需要其中某个值的 M - 1 个处理器。</translation>
    </message>
    <message>
        <source>Circular shifts</source>
        <translation>循环移位</translation>
    </message>
    <message>
        <source>section 3.4 with paper 001, Fig. 12</source>
        <translation>第 3.4 节与论文 001 图 12</translation>
    </message>
    <message>
        <source>2 ceil(d/(1+g)) (M - 1)</source>
        <translation>2 ceil(d/(1+g)) (M - 1)</translation>
    </message>
    <message>
        <source>Shift every group&apos;s arrays left by one, M - 1 times, each shift a multiple intragroup permutation.</source>
        <translation>将每组的数组循环左移一位，共 M - 1 次，每次移位为一次多组组内置换。</translation>
    </message>
    <message>
        <source>Hypercube moves, simulated</source>
        <translation>超立方体移动（模拟）</translation>
    </message>
    <message>
        <source>section 3.4 with Theorem 1</source>
        <translation>第 3.4 节与定理 1</translation>
    </message>
    <message>
        <source>2 ceil(d/g) (sum over b &lt; log2 M of (log2 d - b)) (paper, for [11]&apos;s algorithm: 2 ceil(d/g)(M + log2(n/M)))</source>
        <translation>2 ceil(d/g)（对 b &lt; log2 M 求 (log2 d - b) 之和）（论文中 [11] 的算法：2 ceil(d/g)(M + log2(n/M))）</translation>
    </message>
    <message>
        <source>Each X[k] moves k places down its group, by powers of two along the subcube; every move simulated by Theorem 1.</source>
        <translation>每个 X[k] 在组内后移 k 个位置，沿子立方体按 2 的幂移动；每次移动按定理 1 模拟。</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>广播</translation>
    </message>
    <message>
        <source>section 3, Tables I-III</source>
        <translation>第 3 节，表 I-III</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>顺序发送</translation>
    </message>
    <message>
        <source>(d+1) ceil((N-1)/k)</source>
        <translation>(d+1) ceil((N-1)/k)</translation>
    </message>
    <message>
        <source>k-ary tree (B1)</source>
        <translation>k 叉树（B1）</translation>
    </message>
    <message>
        <source>(d+1)(ceil(log_k(N(k-1)+1)) - 1)</source>
        <translation>(d+1)(ceil(log_k(N(k-1)+1)) - 1)</translation>
    </message>
    <message>
        <source>k &gt;= 2 (a k-ary tree)</source>
        <translation>k &gt;= 2（k 叉树）</translation>
    </message>
    <message>
        <source>Informed nodes resend (B2)</source>
        <translation>已知节点转发（B2）</translation>
    </message>
    <message>
        <source>(d+1) ceil(log_{k+1} N)</source>
        <translation>(d+1) ceil(log_{k+1} N)</translation>
    </message>
    <message>
        <source>Preconfigured tree (B3)</source>
        <translation>预配置树（B3）</translation>
    </message>
    <message>
        <source>d + ceil(log_k(N(k-1)+1)) - 1</source>
        <translation>d + ceil(log_k(N(k-1)+1)) - 1</translation>
    </message>
    <message>
        <source>Latency hiding (B4)</source>
        <translation>延迟隐藏（B4）</translation>
    </message>
    <message>
        <source>section 3.1.1, EQ 1 (EQ 2 single-port)</source>
        <translation>第 3.1.1 节，式 1（单端口为式 2）</translation>
    </message>
    <message>
        <source>smallest S with N(S) &gt;= N</source>
        <translation>满足 N(S) &gt;= N 的最小 S</translation>
    </message>
    <message>
        <source>Spanning binomial tree</source>
        <translation>生成二项树</translation>
    </message>
    <message>
        <source>section 3.1, Table III</source>
        <translation>第 3.1 节，表 III</translation>
    </message>
    <message>
        <source>(d+1) ceil(log2 N)</source>
        <translation>(d+1) ceil(log2 N)</translation>
    </message>
    <message>
        <source>k = 1 (single-port)</source>
        <translation>k = 1（单端口）</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>分散（Scatter）</translation>
    </message>
    <message>
        <source>section 4</source>
        <translation>第 4 节</translation>
    </message>
    <message>
        <source>Sequential tree (S1)</source>
        <translation>顺序树（S1）</translation>
    </message>
    <message>
        <source>Spanning tree (S2)</source>
        <translation>生成树（S2）</translation>
    </message>
    <message>
        <source>section 4 (Desprez et al.; binomial when k = 1)</source>
        <translation>第 4 节（Desprez 等；k = 1 时为二项树）</translation>
    </message>
    <message>
        <source>(N-1)/k + d log_{k+1} N</source>
        <translation>(N-1)/k + d log_{k+1} N</translation>
    </message>
    <message>
        <source>N is a power of k+1 (of 2 when single-port)</source>
        <translation>N 为 k+1 的幂（单端口时为 2 的幂）</translation>
    </message>
    <message>
        <source>Multinode broadcast</source>
        <translation>多节点广播</translation>
    </message>
    <message>
        <source>section 5</source>
        <translation>第 5 节</translation>
    </message>
    <message>
        <source>Direct (G1)</source>
        <translation>直接（G1）</translation>
    </message>
    <message>
        <source>Combining (G2)</source>
        <translation>合并（G2）</translation>
    </message>
    <message>
        <source>Total exchange</source>
        <translation>全交换</translation>
    </message>
    <message>
        <source>section 6, Tables IV-V</source>
        <translation>第 6 节，表 IV-V</translation>
    </message>
    <message>
        <source>Direct (TE1)</source>
        <translation>直接（TE1）</translation>
    </message>
    <message>
        <source>section 6</source>
        <translation>第 6 节</translation>
    </message>
    <message>
        <source>Standard exchange (TE2)</source>
        <translation>标准交换（TE2）</translation>
    </message>
    <message>
        <source>(d + N/(k+1)) log_{k+1} N</source>
        <translation>(d + N/(k+1)) log_{k+1} N</translation>
    </message>
    <message>
        <source>Combined (TE3)</source>
        <translation>组合（TE3）</translation>
    </message>
    <message>
        <source>i(d + N/(k+1)) + (1/k)(N/(k+1)^i - 1)(d + (k+1)^i)</source>
        <translation>i(d + N/(k+1)) + (1/k)(N/(k+1)^i - 1)(d + (k+1)^i)</translation>
    </message>
    <message>
        <source>000 Fig. 1: POPS(8,2), n = 16</source>
        <translation>000 图 1：POPS(8,2)，n = 16</translation>
    </message>
    <message>
        <source>000 Fig. 2: POPS(4,4), n = 16</source>
        <translation>000 图 2：POPS(4,4)，n = 16</translation>
    </message>
    <message>
        <source>000 Fig. 3: all-to-all on POPS(8,2)</source>
        <translation>000 图 3：POPS(8,2) 上的全对全通信</translation>
    </message>
    <message>
        <source>000 Fig. 4a: natural reduction, n = 32, d = 8</source>
        <translation>000 图 4a：自然归约，n = 32，d = 8</translation>
    </message>
    <message>
        <source>000 Fig. 4b: optimal reduction, n = 32, d = 8</source>
        <translation>000 图 4b：最优归约，n = 32，d = 8</translation>
    </message>
    <message>
        <source>000 Figs. 6-7: alternating-pair ring on POPS(4,4)</source>
        <translation>000 图 6-7：POPS(4,4) 上的交替对环</translation>
    </message>
    <message>
        <source>000 Fig. 8a: natural torus, n = 16, d = 8</source>
        <translation>000 图 8a：自然环面，n = 16，d = 8</translation>
    </message>
    <message>
        <source>000 Fig. 8b: alternating-pair torus, n = 16, d = 8</source>
        <translation>000 图 8b：交替对环面，n = 16，d = 8</translation>
    </message>
    <message>
        <source>000 Fig. 8c: rotated torus, n = 16, d = 8</source>
        <translation>000 图 8c：旋转环面，n = 16，d = 8</translation>
    </message>
    <message>
        <source>002 Fig. 2: POPS(4,2)</source>
        <translation>002 图 2：POPS(4,2)</translation>
    </message>
    <message>
        <source>000 Lemma 6: natural ring on POPS(4,4)</source>
        <translation>000 引理 6：POPS(4,4) 上的自然环</translation>
    </message>
    <message>
        <source>001 Fig. 11: shift by one in group 0 of POPS(8,4)</source>
        <translation>001 图 11：POPS(8,4) 第 0 组内循环移位一位</translation>
    </message>
    <message>
        <source>001 Fig. 12: shift by one in every group of POPS(4,4)</source>
        <translation>001 图 12：POPS(4,4) 每组内循环移位一位</translation>
    </message>
    <message>
        <source>003 Fig. 2: broadcast, 41 nodes, k = 2</source>
        <translation>003 图 2：广播，41 个节点，k = 2</translation>
    </message>
    <message>
        <source>003 Fig. 4: total exchange, 8 nodes, single-port</source>
        <translation>003 图 4：全交换，8 个节点，单端口</translation>
    </message>
    <message>
        <source>003 Fig. 5: total exchange, 9 nodes, k = 2</source>
        <translation>003 图 5：全交换，9 个节点，k = 2</translation>
    </message>
    <message>
        <source>processors per group</source>
        <translation>每组处理器数</translation>
    </message>
    <message>
        <source>groups (g^2 couplers)</source>
        <translation>组数（g^2 个耦合器）</translation>
    </message>
    <message>
        <source>N, processors of the reconfigurable network</source>
        <translation>N，可重构网络的处理器数</translation>
    </message>
    <message>
        <source>k, optical ports per node</source>
        <translation>k，每个节点的光端口数</translation>
    </message>
    <message>
        <source>d, time units to reconfigure a link</source>
        <translation>d，重新配置一条链路所需的时间单位</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>i, standard exchange steps of the combined algorithm (empty: best)</source>
        <translation>i，组合算法的标准交换步数（留空：最佳）</translation>
    </message>
    <message>
        <source>n, hypercube dimensions (N = 2^n processors)</source>
        <translation>n，超立方体的维数（N = 2^n 个处理器）</translation>
    </message>
    <message>
        <source>T, transmitters per processor</source>
        <translation>T，每个处理器的发送器数</translation>
    </message>
    <message>
        <source>R, receivers per processor</source>
        <translation>R，每个处理器的接收器数</translation>
    </message>
    <message>
        <source>Super topology</source>
        <translation>超拓扑</translation>
    </message>
    <message>
        <source>The wavelengths the embedded cube needs and the network they make: a -&gt; b whenever a transmitter of a and a receiver of b share a wavelength.</source>
        <translation>嵌入的立方体所需的波长及其构成的网络：只要 a 的某个发送器与 b 的某个接收器共用一个波长，就有 a -&gt; b。</translation>
    </message>
    <message>
        <source>section 3, Theorem 3.1</source>
        <translation>第 3 节，定理 3.1</translation>
    </message>
    <message>
        <source>Components of the transmission graph</source>
        <translation>传输图的连通分量</translation>
    </message>
    <message>
        <source>Lemmas 3.1 and 3.4, Theorem 3.1</source>
        <translation>引理 3.1 和 3.4，定理 3.1</translation>
    </message>
    <message>
        <source>min(n, max(R, 2T))</source>
        <translation>min(n, max(R, 2T))</translation>
    </message>
    <message>
        <source>Optimal routing</source>
        <translation>最优路由</translation>
    </message>
    <message>
        <source>A shortest path through the super topology, one wavelength a hop.</source>
        <translation>经过超拓扑的一条最短路径，每一跳使用一个波长。</translation>
    </message>
    <message>
        <source>section 3, Tables 1 and 2</source>
        <translation>第 3 节，表 1 和表 2</translation>
    </message>
    <message>
        <source>H(a, b)</source>
        <translation>H(a, b)</translation>
    </message>
    <message>
        <source>Routing1</source>
        <translation>Routing1</translation>
    </message>
    <message>
        <source>Table 1</source>
        <translation>表 1</translation>
    </message>
    <message>
        <source>H(a, b) (Lemma 3.2)</source>
        <translation>H(a, b)（引理 3.2）</translation>
    </message>
    <message>
        <source>T = R</source>
        <translation>T = R</translation>
    </message>
    <message>
        <source>Routing2</source>
        <translation>Routing2</translation>
    </message>
    <message>
        <source>Table 2 (corrected)</source>
        <translation>表 2（已更正）</translation>
    </message>
    <message>
        <source>H(a, b) (Lemma 3.5)</source>
        <translation>H(a, b)（引理 3.5）</translation>
    </message>
    <message>
        <source>T &lt;= R (mirrored for T &gt; R)</source>
        <translation>T &lt;= R（T &gt; R 时镜像处理）</translation>
    </message>
    <message>
        <source>004 Fig. 2: 3-cube, T = R = 1</source>
        <translation>004 图 2：3 维立方体，T = R = 1</translation>
    </message>
    <message>
        <source>n, processors along the bus</source>
        <translation>n，总线上的处理器数</translation>
    </message>
    <message>
        <source>tau, clock units a message takes between neighbours</source>
        <translation>tau，消息在相邻处理器间传播所需的时钟单位</translation>
    </message>
    <message>
        <source>Permutation</source>
        <translation>置换</translation>
    </message>
    <message>
        <source>Processor j receives the datum of processor p(j), every datum on the bus at once.</source>
        <translation>处理器 j 接收处理器 p(j) 的数据，所有数据同时在总线上传输。</translation>
    </message>
    <message>
        <source>section 2.2</source>
        <translation>第 2.2 节</translation>
    </message>
    <message>
        <source>1 bus cycle</source>
        <translation>1 个总线周期</translation>
    </message>
    <message>
        <source>1D APPB</source>
        <translation>一维 APPB</translation>
    </message>
    <message>
        <source>section 2.2, Fig. 4</source>
        <translation>第 2.2 节，图 4</translation>
    </message>
    <message>
        <source>Every processor writes on both buses; j waits |p(j) - j| slots.</source>
        <translation>每个处理器写入两条总线；j 等待 |p(j) - j| 个时隙。</translation>
    </message>
    <message>
        <source>Folded bus</source>
        <translation>折叠总线</translation>
    </message>
    <message>
        <source>section 2.2, Fig. 5</source>
        <translation>第 2.2 节，图 5</translation>
    </message>
    <message>
        <source>Write on the upper segment, read on the lower after 2n - 2 - p(j) - j slots.</source>
        <translation>在上段写入，经过 2n - 2 - p(j) - j 个时隙后在下段读取。</translation>
    </message>
    <message>
        <source>One writer, many readers</source>
        <translation>一个写者，多个读者</translation>
    </message>
    <message>
        <source>Every processor to the writer&apos;s right reads its message.</source>
        <translation>写者右侧的每个处理器读取其消息。</translation>
    </message>
    <message>
        <source>sections 2.1 and 2.3</source>
        <translation>第 2.1 和 2.3 节</translation>
    </message>
    <message>
        <source>Slot counter</source>
        <translation>时隙计数器</translation>
    </message>
    <message>
        <source>section 2.1</source>
        <translation>第 2.1 节</translation>
    </message>
    <message>
        <source>Everyone writes in the first slot; j reads when its counter reaches j - k.</source>
        <translation>所有处理器在第一个时隙写入；j 在其计数器达到 j - k 时读取。</translation>
    </message>
    <message>
        <source>Coincident pulses</source>
        <translation>重合脉冲</translation>
    </message>
    <message>
        <source>section 2.1, Fig. 3</source>
        <translation>第 2.1 节，图 3</translation>
    </message>
    <message>
        <source>(j - k)(tau + 1)</source>
        <translation>(j - k)(tau + 1)</translation>
    </message>
    <message>
        <source>j reads when the writer&apos;s reference and select pulses coincide under it.</source>
        <translation>当写者的参考脉冲与选择脉冲在 j 处重合时，j 读取。</translation>
    </message>
    <message>
        <source>2D APPB, row then columns</source>
        <translation>二维 APPB，先行后列</translation>
    </message>
    <message>
        <source>section 2.3, Fig. 6</source>
        <translation>第 2.3 节，图 6</translation>
    </message>
    <message>
        <source>2 bus cycles</source>
        <translation>2 个总线周期</translation>
    </message>
    <message>
        <source>Along the source&apos;s row bus, then along every column bus.</source>
        <translation>先沿源处理器的行总线，再沿每条列总线。</translation>
    </message>
    <message>
        <source>Binary prefix sum</source>
        <translation>二进制前缀和</translation>
    </message>
    <message>
        <source>Each processor counts the slots until its reference and select pulses coincide; conditional delays switched on by the 1 bits make the select pulse a staircase.</source>
        <translation>每个处理器计数时隙，直到其参考脉冲与选择脉冲重合；由 1 位开启的条件延迟使选择脉冲呈阶梯状。</translation>
    </message>
    <message>
        <source>LARPBS / 1DAROB</source>
        <translation>LARPBS / 1DAROB</translation>
    </message>
    <message>
        <source>at most 2 bus cycles</source>
        <translation>至多 2 个总线周期</translation>
    </message>
    <message>
        <source>Segment switches split the bus; each segment sums on its own.</source>
        <translation>段开关将总线分段；每段独立求和。</translation>
    </message>
    <message>
        <source>001 section 2.1: three messages on one bus at once</source>
        <translation>001 第 2.1 节：一条总线上同时传输三条消息</translation>
    </message>
    <message>
        <source>001 section 3.1: binary prefix sum on a LARPBS, n = 8</source>
        <translation>001 第 3.1 节：LARPBS 上的二进制前缀和，n = 8</translation>
    </message>
    <message>
        <source>001 section 3.1: segmented prefix sums, switches at 3 and 6</source>
        <translation>001 第 3.1 节：分段前缀和，开关位于 3 和 6</translation>
    </message>
    <message>
        <source>n values</source>
        <translation>n 个值</translation>
    </message>
    <message>
        <source>a permutation of 0..n-1</source>
        <translation>0..n-1 的一个置换</translation>
    </message>
    <message>
        <source>0 &lt;= k &lt; n</source>
        <translation>0 &lt;= k &lt; n</translation>
    </message>
    <message>
        <source>1 &lt;= writers &lt;= n</source>
        <translation>1 &lt;= 写者数 &lt;= n</translation>
    </message>
    <message>
        <source>a processor of the grid</source>
        <translation>网格中的一个处理器</translation>
    </message>
    <message>
        <source>n bits</source>
        <translation>n 个位</translation>
    </message>
    <message>
        <source>each bit 0 or 1</source>
        <translation>每位为 0 或 1</translation>
    </message>
    <message>
        <source>1 &lt;= i1 &lt; i2 &lt; ... &lt; n</source>
        <translation>1 &lt;= i1 &lt; i2 &lt; ... &lt; n</translation>
    </message>
    <message>
        <source>N, groups of N processors (a square m^2 for the mesh)</source>
        <translation>N，由 N 个处理器组成的组数（网格时须为平方数 m^2）</translation>
    </message>
    <message>
        <source>4D mesh move</source>
        <translation>四维网格移动</translation>
    </message>
    <message>
        <source>Every processor of the simulated m x m x m x m mesh sends to its neighbour along one direction at once.</source>
        <translation>所模拟的 m x m x m x m 网格中每个处理器同时沿一个方向向其邻居发送。</translation>
    </message>
    <message>
        <source>section 5.2</source>
        <translation>第 5.2 节</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>OTIS, electronic, OTIS</source>
        <translation>OTIS、电子、OTIS</translation>
    </message>
    <message>
        <source>1 electronic step (k, l); 2 OTIS + 1 electronic (i, j)</source>
        <translation>1 个电子步（k, l）；2 个 OTIS + 1 个电子步（i, j）</translation>
    </message>
    <message>
        <source>Along k or l: one electronic step; along i or j: an OTIS step, an electronic step and an OTIS step.</source>
        <translation>沿 k 或 l：一个电子步；沿 i 或 j：一个 OTIS 步、一个电子步和一个 OTIS 步。</translation>
    </message>
    <message>
        <source>Shortest route</source>
        <translation>最短路由</translation>
    </message>
    <message>
        <source>A shortest path over optical and electronic links, found by breadth-first search.</source>
        <translation>经光链路和电子链路的最短路径，由广度优先搜索求得。</translation>
    </message>
    <message>
        <source>section 5.1</source>
        <translation>第 5.1 节</translation>
    </message>
    <message>
        <source>001 Fig. 13: a 16-processor OTIS</source>
        <translation>001 图 13：16 处理器的 OTIS</translation>
    </message>
    <message>
        <source>001 Fig. 14: a 16-processor OTIS-Mesh</source>
        <translation>001 图 14：16 处理器的 OTIS-Mesh</translation>
    </message>
    <message>
        <source>Custom message set</source>
        <translation>自定义消息集</translation>
    </message>
    <message>
        <source>Your own messages src -&gt; dst, each delivered in one hop over its coupler.</source>
        <translation>自定义消息 src -&gt; dst，每条消息经其耦合器一跳送达。</translation>
    </message>
    <message>
        <source>beyond the papers</source>
        <translation>超出论文范围</translation>
    </message>
    <message>
        <source>the largest load of a coupler, of a sender, or of a receiver over receivesPerSlot</source>
        <translation>耦合器、发送方的最大负载，或接收器负载除以 receivesPerSlot 的最大值</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>uniform, randperm, bitcomp, bitrev, transpose, shuffle, tornado, neighbor, pattern:NAME, list:src-dst,... or a CSV file of src,dst lines</source>
        <translation>uniform、randperm、bitcomp、bitrev、transpose、shuffle、tornado、neighbor、pattern:NAME、list:src-dst,... 或由 src,dst 行组成的 CSV 文件</translation>
    </message>
    <message>
        <source>seed of the random generators</source>
        <translation>随机生成器的种子</translation>
    </message>
    <message>
        <source>time-limit</source>
        <translation>时间上限（秒）</translation>
    </message>
    <message>
        <source>seconds the optimal search may take (1 to 3600)</source>
        <translation>最优搜索允许的秒数（1 到 3600）</translation>
    </message>
    <message>
        <source>receives-per-slot</source>
        <translation>每时隙接收数</translation>
    </message>
    <message>
        <source>couplers a processor may read from in one slot</source>
        <translation>一个处理器在一个时隙内可读取的耦合器数</translation>
    </message>
    <message>
        <source>Greedy (largest load first, first fit)</source>
        <translation>贪心（最大负载优先，首次适配）</translation>
    </message>
    <message>
        <source>none (the message set decides)</source>
        <translation>无（由消息集决定）</translation>
    </message>
    <message>
        <source>Messages with the busiest coupler, sender or receiver go first, each into the earliest slot where its coupler and sender are free and its receiver can read.</source>
        <translation>耦合器、发送方或接收器负载最重的消息优先，每条消息放入其耦合器和发送方空闲且接收器可读取的最早时隙。</translation>
    </message>
    <message>
        <source>Optimal (SAT solver)</source>
        <translation>最优（SAT 求解器）</translation>
    </message>
    <message>
        <source>CaDiCaL is asked whether k slots suffice, from the lower bound up: the first yes is the optimum, each no a proof that k slots are too few.</source>
        <translation>从下界开始逐一询问 CaDiCaL k 个时隙是否足够：第一个“是”即为最优值，每个“否”都证明 k 个时隙不够。</translation>
    </message>
    <message>
        <source>000 Lemma 3: counterexample, 8 messages that need 3 slots</source>
        <translation>000 引理 3：反例，8 条消息需要 3 个时隙</translation>
    </message>
    <message>
        <source>right</source>
        <translation>向右</translation>
    </message>
    <message>
        <source>left</source>
        <translation>向左</translation>
    </message>
    <message>
        <source>up</source>
        <translation>向上</translation>
    </message>
    <message>
        <source>down</source>
        <translation>向下</translation>
    </message>
    <message>
        <source>hypercube</source>
        <translation>超立方体</translation>
    </message>
    <message>
        <source>POPS(d,g)</source>
        <translation>POPS(d,g)</translation>
    </message>
    <message>
        <source>OK_N</source>
        <translation>OK_N</translation>
    </message>
    <message>
        <source>WDM star (hypercube)</source>
        <translation>WDM 星形网络（超立方体）</translation>
    </message>
    <message>
        <source>Optical buses</source>
        <translation>光总线</translation>
    </message>
    <message>
        <source>OTIS</source>
        <translation>OTIS</translation>
    </message>
    <message>
        <source>one way</source>
        <translation>单向</translation>
    </message>
    <message>
        <source>both ways</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>the network inside each group (none: the plain OTIS)</source>
        <translation>每组内部的网络（无：普通 OTIS）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>SceneAnimation</name>
    <message>
        <source>the width %1 px is not in %2..%3</source>
        <translation>宽度 %1 px 不在 %2..%3 范围内</translation>
    </message>
    <message>
        <source>%1 frames per step is not in 1..%2</source>
        <translation>每步 %1 帧不在 1..%2 范围内</translation>
    </message>
    <message>
        <source>%1 ms per step is not in %2..%3</source>
        <translation>每步 %1 毫秒不在 %2..%3 范围内</translation>
    </message>
    <message>
        <source>there is nothing to animate: no slot or step</source>
        <translation>没有可制作动画的内容：没有时隙或步骤</translation>
    </message>
    <message>
        <source>%1 steps of %2 frames are more than the %3 frames an animation may have; use fewer frames per step</source>
        <translation>%1 步、每步 %2 帧超过了动画允许的 %3 帧；请减少每步帧数</translation>
    </message>
    <message>
        <source>the figure is empty</source>
        <translation>图为空</translation>
    </message>
    <message>
        <source>the figure would be %1 px tall, more than %2; choose a smaller width</source>
        <translation>图的高度将为 %1 px，超过 %2；请选择较小的宽度</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 ms per step is too short for %2 frames: a GIF frame lasts at least %3 ms, so give at least %4 ms</source>
        <translation>每步 %1 毫秒对 %2 帧来说太短：GIF 每帧至少持续 %3 毫秒，请至少给出 %4 毫秒</translation>
    </message>
    <message>
        <source>%1 frames of %2 x %3 px are more than the %4 million pixels an animation may hold; choose a smaller width or fewer frames per step</source>
        <translation>%1 帧、每帧 %2 x %3 像素超过了动画允许的 %4 百万像素；请选择较小的宽度或减少每步帧数</translation>
    </message>
    <message>
        <source>the video would last %1 s, more than %2 s; use fewer ms per step</source>
        <translation>视频将持续 %1 秒，超过 %2 秒；请减少每步的毫秒数</translation>
    </message>
    <message>
        <source>an animation is written as .gif, .mp4 or .webm, not %1</source>
        <translation>动画须写为 .gif、.mp4 或 .webm，而不是 %1</translation>
    </message>
    <message>
        <source>a video of %1 x %2 px needs about %3 MB in the encoder, more than the %4 MB an animation may use; choose a smaller width</source>
        <translation>%1 x %2 像素的视频在编码器中约需 %3 MB，超过了动画可用的 %4 MB；请选择更小的宽度</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>%1 is larger than a session can be (1 MiB)</source>
        <translation>%1 超过了会话的大小上限（1 MiB）</translation>
    </message>
    <message>
        <source>%1: &quot;format&quot; is not &quot;%2&quot;</source>
        <translation>%1：&quot;format&quot; 不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3</source>
        <translation>%1 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an OK_N operation</source>
        <translation>%1 “%2” 不是 OK_N 操作</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an algorithm of %3</source>
        <translation>%1 “%2” 不是 %3 的算法</translation>
    </message>
    <message>
        <source>%1 has more than 64 entries</source>
        <translation>%1 超过 64 项</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 must satisfy %3</source>
        <translation>%1：%2 必须满足 %3</translation>
    </message>
    <message>
        <source>%1 must name processors 0..%2</source>
        <translation>%1 必须是处理器 0..%2</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 必须是以下之一：%2</translation>
    </message>
    <message>
        <source>%1 must be text of at most %2 characters</source>
        <translation>%1 必须是不超过 %2 个字符的文本</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 必须为 true 或 false</translation>
    </message>
    <message>
        <source>%1 must have one entry per message</source>
        <translation>%1 必须为每条消息提供一个条目</translation>
    </message>
    <message>
        <source>%1[%2] must be -1 (not placed) or a slot from 0 to %3 (the %4 slots that %5 messages can need), not %6</source>
        <translation>%1[%2] 必须为 -1（未安排）或 0 到 %3 之间的时隙（%5 条消息最多需要 %4 个时隙），而不是 %6</translation>
    </message>
    <message>
        <source>a value of another kind</source>
        <translation>其他类型的值</translation>
    </message>
    <message>
        <source>%1 is not a session: %2</source>
        <translation>%1 不是会话：%2</translation>
    </message>
    <message>
        <source>%1 is not &quot;%2&quot;</source>
        <translation>%1 不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is not a network family of POPS Lab</source>
        <translation>%1 不是 POPS Lab 的网络族</translation>
    </message>
    <message>
        <source>%1 must be a text</source>
        <translation>%1 必须是文本</translation>
    </message>
    <message>
        <source>%1 is larger than a lesson can be (%2 MiB)</source>
        <translation>%1 超过了课程文件的上限（%2 MiB）</translation>
    </message>
    <message>
        <source>%1 is not a lesson: %2</source>
        <translation>%1 不是课程文件：%2</translation>
    </message>
    <message>
        <source>%1 is not a lesson: it holds no JSON object</source>
        <translation>%1 不是课程文件：其中没有 JSON 对象</translation>
    </message>
    <message>
        <source>%1: scenes must be a list of scenes</source>
        <translation>%1：scenes 必须是场景列表</translation>
    </message>
    <message>
        <source>%1: scenes holds %2 scenes; a lesson holds at most %3</source>
        <translation>%1：scenes 含 %2 个场景；一个课程最多 %3 个</translation>
    </message>
    <message>
        <source>%1: %2 must be an object</source>
        <translation>%1：%2 必须是对象</translation>
    </message>
    <message>
        <source>%1: %2 must be a session object</source>
        <translation>%1：%2 必须是会话对象</translation>
    </message>
    <message>
        <source>%1 must be a number from %2 to %3</source>
        <translation>%1 必须是 %2 到 %3 之间的数</translation>
    </message>
    <message>
        <source>%1 must be two numbers [x, y], each from -%2 to %2</source>
        <translation>%1 必须是两个数 [x, y]，每个在 -%2 到 %2 之间</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not delay, ports or nodes, what the plot can vary</source>
        <translation>%1 “%2” 不是 delay、ports 或 nodes，图表只能改变这三者之一</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>The paper&apos;s theorem for this algorithm holds only where %1 (parameter %2).</source>
        <translation>论文中的定理对此算法仅在以下条件下成立：%1（参数 %2）。</translation>
    </message>
    <message>
        <source>Parameter %1 is not valid: %2</source>
        <translation>参数 %1 无效：%2</translation>
    </message>
    <message>
        <source>coupler %1 does not exist</source>
        <translation>耦合器 %1 不存在</translation>
    </message>
    <message>
        <source>processor %1 is not a source of coupler %2</source>
        <translation>处理器 %1 不是耦合器 %2 的源</translation>
    </message>
    <message>
        <source>processor %1 is not a destination of coupler %2</source>
        <translation>处理器 %1 不是耦合器 %2 的目的地</translation>
    </message>
    <message>
        <source>a transmission from processor %1 reaches nobody</source>
        <translation>处理器 %1 的一次传输没有到达任何处理器</translation>
    </message>
    <message>
        <source>coupler %1 carries %2 transmissions (from processors %3)</source>
        <translation>耦合器 %1 承载了 %2 次传输（来自处理器 %3）</translation>
    </message>
    <message>
        <source>processor %1 sends %2 different items</source>
        <translation>处理器 %1 发送了 %2 个不同的数据项</translation>
    </message>
    <message>
        <source>processor %1 reads %2 transmissions (it may read %3)</source>
        <translation>处理器 %1 接收了 %2 次传输（最多允许 %3 次）</translation>
    </message>
    <message>
        <source>processor %1 sends item %2 before it holds it</source>
        <translation>处理器 %1 在持有数据项 %2 之前就发送了它</translation>
    </message>
    <message>
        <source>item %1 depends on itself</source>
        <translation>数据项 %1 依赖于自身</translation>
    </message>
    <message>
        <source>processor %1 never receives item %2</source>
        <translation>处理器 %1 从未收到数据项 %2</translation>
    </message>
    <message>
        <source>processor %1 does not hold its result %2</source>
        <translation>处理器 %1 没有持有其结果 %2</translation>
    </message>
    <message>
        <source>result %1 at processor %2 misses input %3</source>
        <translation>处理器 %2 上的结果 %1 缺少输入 %3</translation>
    </message>
    <message>
        <source>result %1 at processor %2 counts input %3 twice</source>
        <translation>处理器 %2 上的结果 %1 将输入 %3 计算了两次</translation>
    </message>
    <message>
        <source>result %1 at processor %2 includes item %3, which is not an input</source>
        <translation>处理器 %2 上的结果 %1 包含了非输入的数据项 %3</translation>
    </message>
    <message>
        <source>Parameter %1 must satisfy %2.</source>
        <translation>参数 %1 必须满足 %2。</translation>
    </message>
    <message>
        <source>transmissions</source>
        <translation>次传输</translation>
    </message>
    <message>
        <source>items</source>
        <translation>个数据项</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>个时隙</translation>
    </message>
    <message>
        <source>list entries</source>
        <translation>个列表项</translation>
    </message>
    <message>
        <source>bytes of memory</source>
        <translation>字节内存</translation>
    </message>
    <message>
        <source>This pattern needs %1 transmissions, receipts or goal inputs here, more than the limit of %2; choose a smaller n.</source>
        <translation>此模式在这里需要 %1 次传输、接收或目标输入，超过上限 %2；请选择更小的 n。</translation>
    </message>
    <message>
        <source>%1 = %2 is more than the limit of %3.</source>
        <translation>%1 = %2 超过上限 %3。</translation>
    </message>
    <message>
        <source>The schedule would have more than %1 %2, the limit.</source>
        <translation>调度将超过 %1 %2（上限）。</translation>
    </message>
    <message>
        <source>There is not enough memory to build this schedule.</source>
        <translation>内存不足，无法构建此调度。</translation>
    </message>
    <message>
        <source>The sweep would take more than %1 units of work, the limit of one answer; lower %2.</source>
        <translation>扫描将需要超过 %1 个工作单位（一次回答的上限）；请减小 %2。</translation>
    </message>
    <message>
        <source>The sweep has %1 values, more than the limit of %2.</source>
        <translation>扫描有 %1 个取值，超过上限 %2。</translation>
    </message>
    <message>
        <source>The network cannot be built: %1</source>
        <translation>无法构建该网络：%1</translation>
    </message>
    <message>
        <source>This run would take %1 units of work, more than the limit of %2; here %3 can be at most %4.</source>
        <translation>此次运行需要 %1 个工作单位，超过上限 %2；此处 %3 最多为 %4。</translation>
    </message>
    <message>
        <source>The sweep would take %1 units of work, more than the limit of %2; lower %3.</source>
        <translation>该扫描需要 %1 个工作单位，超过上限 %2；请减小 %3。</translation>
    </message>
    <message>
        <source>Reading the schedule: %1 of %2 MB (%3%)</source>
        <translation>正在读取调度：%1 / %2 MB（%3%）</translation>
    </message>
    <message>
        <source>the end of the range</source>
        <translation>范围的终点</translation>
    </message>
    <message>
        <source>the number of nodes N</source>
        <translation>节点数 N</translation>
    </message>
    <message>
        <source>the largest n</source>
        <translation>最大的 n</translation>
    </message>
    <message>
        <source>Writing the animation: frame %1 of %2</source>
        <translation>正在写入动画：第 %1 帧，共 %2 帧</translation>
    </message>
    <message numerus="yes">
        <source>SAT solver: is a schedule of %Ln slot(s) possible? (best so far %1, at least %2; the last question took %3 ms)</source>
        <translation>
            <numerusform>SAT 求解器：%Ln 个时隙的调度可行吗？（目前最好 %1，至少 %2；上一个问题用时 %3 毫秒）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SAT solver: is a schedule of %Ln slot(s) possible? (best so far %1, at least %2)</source>
        <translation>
            <numerusform>SAT 求解器：%Ln 个时隙的调度可行吗？（目前最好 %1，至少 %2）</numerusform>
        </translation>
    </message>
    <message>
        <source>The pattern or operation named is not one POPS Lab knows; choose one from the list.</source>
        <translation>POPS Lab 不认识所指定的通信模式或操作；请从列表中选择。</translation>
    </message>
    <message>
        <source>The algorithm named is not one of this pattern&apos;s or operation&apos;s; choose one from the list.</source>
        <translation>所指定的算法不属于该通信模式或操作；请从列表中选择。</translation>
    </message>
    <message>
        <source>Parameter %1 is not one this algorithm takes.</source>
        <translation>该算法不接受参数 %1。</translation>
    </message>
    <message>
        <source>The paper&apos;s theorem for this algorithm holds only where %1.</source>
        <translation>论文中的定理对此算法仅在以下条件下成立：%1。</translation>
    </message>
    <message>
        <source>The sweep would take %1 units of work, more than the limit of %2; lower %3: up to %4 fits.</source>
        <translation>该扫描需要 %1 个工作单位，超过上限 %2；请减小 %3：最多到 %4 可以完成。</translation>
    </message>
    <message>
        <source>The sweep would take %1 units of work, more than the limit of %2; lower %3: N = %4 fits.</source>
        <translation>该扫描需要 %1 个工作单位，超过上限 %2；请减小 %3：N = %4 时可以完成。</translation>
    </message>
</context>
<context>
    <name>WdmNestedCubesPainter</name>
    <message>
        <source>hop %1: λ%2</source>
        <translation>第 %1 跳：λ%2</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes</source>
        <translation>超拓扑，n = %1，T = %2，R = %3，画成 %4 个 3 维立方体块</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes: a block holds the processors with the high bits of its title, %6, with its cube links (dimensions 0-2). Not drawn: the cube links between blocks (their titles differ in one bit) and the super topology&apos;s extra links (each processor has %5 links in all). The route&apos;s hops in their wavelengths over a grey band.</source>
        <translation>超拓扑，n = %1，T = %2，R = %3，画成 %4 个 3 维立方体块：每块包含高位与块标题相同的处理器，%6，并画出块内的立方体链路（维 0-2）。未画出：块间的立方体链路（标题相差一位）以及超拓扑的附加链路（每个处理器共有 %5 条链路）。路由的各跳以其波长的颜色画在灰色带上。</translation>
    </message>
    <message>
        <source>each named by its low three bits</source>
        <translation>各以其低三位命名</translation>
    </message>
    <message>
        <source>their names (the low three bits) left out at this size</source>
        <translation>此尺寸下省略其名称（低三位）</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes titled by their high bits; not drawn: the links between blocks and the extra links.</source>
        <translation>超拓扑，n = %1，T = %2，R = %3，画成 %4 个 3 维立方体块，以其高位命名；未画出：块之间的连接和额外连接。</translation>
    </message>
</context>
<context>
    <name>WdmRoutePainter</name>
    <message>
        <source>Route %1 → %2</source>
        <translation>路由 %1 → %2</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>hop %1</source>
        <translation>第 %1 跳</translation>
    </message>
    <message>
        <source>dimension %1</source>
        <translation>维度 %1</translation>
    </message>
    <message numerus="yes">
        <source>super topology: %Ln hop(s), distance H(a, b) = %1</source>
        <translation>
            <numerusform>超拓扑：跳数 %Ln，距离 H(a, b) = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plain %1-cube: %Ln hop(s)</source>
        <translation>
            <numerusform>普通 %1 维超立方体：跳数 %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WdmStarPainter</name>
    <message>
        <source>n = %1, T = %2, R = %3: transmitters (squares, outer row, T0, T1, ... clockwise) and receivers (circles, inner row, R0, R1, ...), coloured and numbered by wavelength</source>
        <translation>n = %1，T = %2，R = %3：发送器（方块，外圈，T0、T1……顺时针）和接收器（圆，内圈，R0、R1……），按波长着色并编号</translation>
    </message>
    <message>
        <source>passive star
wavelengths: %1</source>
        <translation>无源星形耦合器
波长数：%1</translation>
    </message>
    <message>
        <source>; numbers and names too small to read at this size are left out: point at a marker or a processor to see its number or name</source>
        <translation>；此尺寸下无法阅读的编号和名称已省略：将鼠标指向标记或处理器即可查看</translation>
    </message>
</context>
<context>
    <name>WdmSuperTopologyPainter</name>
    <message>
        <source>super topology, n = %1, T = %2, R = %3: cube links solid, extra links dashed; each half of a link in the wavelength its processor sends on; the route as a grey band</source>
        <translation>超拓扑，n = %1，T = %2，R = %3：超立方体链路为实线，额外链路为虚线；链路的每一半以其处理器发送所用的波长着色；路由显示为灰色宽带</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3: the plain %1-cube, no extra links; each half of a link in the wavelength its processor sends on; the route as a grey band</source>
        <translation>超拓扑，n = %1，T = %2，R = %3：即普通 %1 维超立方体，没有额外链路；链路的每一半以其处理器发送所用的波长着色；路由显示为灰色宽带</translation>
    </message>
    <message>
        <source>hop %1
λ%2</source>
        <translation>第 %1 跳
λ%2</translation>
    </message>
    <message>
        <source>; a hop with no room for its name here is named in the route&apos;s table</source>
        <translation>；此处放不下名称的跳在路由表中列出</translation>
    </message>
    <message>
        <source>hop %1: λ%2</source>
        <translation>第 %1 跳：λ%2</translation>
    </message>
</context>
<context>
    <name>WdmTransmissionPainter</name>
    <message>
        <source>transmitters</source>
        <translation>发送器</translation>
    </message>
    <message>
        <source>receivers</source>
        <translation>接收器</translation>
    </message>
    <message>
        <source>n = %1, T = %2, R = %3: one link for each cube link a → a xor 2ⁱ; each connected component is one wavelength</source>
        <translation>n = %1，T = %2，R = %3：每条超立方体链路 a → a xor 2ⁱ 对应一条边；每个连通分量是一个波长</translation>
    </message>
    <message>
        <source>n = %1, T = %2, R = %3: each connected component is one wavelength</source>
        <translation>n = %1，T = %2，R = %3：每个连通分量是一个波长</translation>
    </message>
    <message>
        <source>transmitter %1</source>
        <translation>发送器 %1</translation>
    </message>
    <message>
        <source>receiver %1</source>
        <translation>接收器 %1</translation>
    </message>
</context>
<context>
    <name>WdmWorkbench</name>
    <message>
        <source>WDM star (paper 004)</source>
        <translation>WDM 星形网络（论文 004）</translation>
    </message>
    <message>
        <source>WDM over T and R</source>
        <translation>WDM 随 T 和 R 变化</translation>
    </message>
    <message>
        <source>The super topology is drawn for n ≤ %1; the numbers beside hold for this network too.</source>
        <translation>超拓扑仅在 n ≤ %1 时绘制；旁边的数值对此网络同样成立。</translation>
    </message>
    <message>
        <source>The star is drawn for n ≤ %1 (%2 processors).</source>
        <translation>星形网络仅在 n ≤ %1 时绘制（%2 个处理器）。</translation>
    </message>
    <message>
        <source>WDM star super topology</source>
        <translation>WDM 星形网络的超拓扑</translation>
    </message>
    <message>
        <source>WDM route as bit strings</source>
        <translation>以位串表示的 WDM 路由</translation>
    </message>
    <message>
        <source>WDM star with its transceivers</source>
        <translation>WDM 星形网络及其收发器</translation>
    </message>
    <message>
        <source>WDM transmission graph</source>
        <translation>WDM 传输图</translation>
    </message>
    <message>
        <source>WDM wavelengths</source>
        <translation>WDM 波长</translation>
    </message>
    <message>
        <source>WDM distances</source>
        <translation>WDM 距离</translation>
    </message>
    <message>
        <source>&lt;p&gt;Beside the super topology the route is written as bit strings, the groups bracketed and the bits each hop flips filled, above the plain cube&apos;s route. On the WDM wavelengths page, point at a transceiver or a link to highlight its wavelength in every figure; click to keep it highlighted. WDM distances compares the distance histogram with the cube&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;超拓扑旁边以位串写出路由：维度组用括号标出，每一跳翻转的位被填充，下方是普通超立方体的路由。在“WDM 波长”页中，指向收发器或链路即可在所有图中高亮其波长；单击可保持高亮。“WDM 距离”将距离直方图与超立方体的进行比较。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The transmission graph is drawn while each side has at most %1 transceivers: here there are %2 transmitters (N × T) and %3 receivers (N × R).</source>
        <translation>传输图仅在每侧至多 %1 个收发器时绘制：此处有 %2 个发送器（N × T）和 %3 个接收器（N × R）。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The WDM passive star with an embedded hypercube&lt;/h3&gt;&lt;p&gt;Paper 004 (Wan, Liu and Yang). N = 2&lt;sup&gt;n&lt;/sup&gt; processors share one passive star; each has T transmitters and R receivers fixed to one wavelength. The n-cube&apos;s dimensions are split into groups, each served by one transmitter and receiver; every cube link joins a transmitter to a receiver, and each connected component of these links needs one wavelength. A transmitter then reaches every receiver on its wavelength: the super topology has more links than the cube and a smaller diameter, min(n, max(R, 2T)) (Theorem 3.1).&lt;/p&gt;&lt;p&gt;Routing1 (T = R) and Routing2 (Tables 1 and 2) fix one group of dimensions at a time; every hop uses one wavelength, and the hop count is the distance H(a, b) of Lemmas 3.2 and 3.5 (corrected, see the user guide&apos;s errata, F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;嵌入超立方体的 WDM 无源星形网络&lt;/h3&gt;&lt;p&gt;论文 004（Wan、Liu 和 Yang）。N = 2&lt;sup&gt;n&lt;/sup&gt; 个处理器共用一个无源星形耦合器；每个处理器有 T 个发送器和 R 个接收器，各自固定在一个波长上。n 维立方体的维被分成若干组，每组由一个发送器和一个接收器负责；每条立方体链路连接一个发送器和一个接收器，这些链路的每个连通分量需要一个波长。于是一个发送器可到达其波长上的所有接收器：超拓扑比立方体链路更多、直径更小，为 min(n, max(R, 2T))（定理 3.1）。&lt;/p&gt;&lt;p&gt;Routing1（T = R）和 Routing2（表 1 和表 2）每次确定一组维；每一跳使用一个波长，跳数等于引理 3.2 和 3.5 的距离 H(a, b)（已更正，见用户指南（F1）中的勘误）。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>, each shared by %Ln transmitter(s)</source>
        <translation>
            <numerusform>，每个波长由 %Ln 个发送器共享</numerusform>
        </translation>
    </message>
    <message>
        <source>, each shared by %1–%2 transmitters</source>
        <translation>，每个波长由 %1–%2 个发送器共享</translation>
    </message>
    <message numerus="yes">
        <source>This network needs %Ln wavelength(s) (components of the transmission graph)</source>
        <translation>
            <numerusform>该网络需要 %Ln 个波长（传输图的连通分量）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: a TDM frame of %Ln slot(s).</source>
        <translation>
            <numerusform>：TDM 帧长为 %Ln 个时隙。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusCanvas</name>
    <message>
        <source>Simulating the bus...</source>
        <translation>正在模拟总线...</translation>
    </message>
    <message>
        <source>read the datum of processor %1</source>
        <translation>读到了处理器 %1 的数据</translation>
    </message>
    <message>
        <source>its reference and select pulses coincided</source>
        <translation>其参考脉冲与选择脉冲重合</translation>
    </message>
    <message>
        <source>found no message</source>
        <translation>没有找到消息</translation>
    </message>
    <message>
        <source>found %1 messages at once</source>
        <translation>同时找到 %1 条消息</translation>
    </message>
    <message>
        <source>read the datum of processor %1, not %2</source>
        <translation>读到了处理器 %1 的数据，而不是 %2 的</translation>
    </message>
    <message>
        <source>saw no coincidence</source>
        <translation>未检测到重合</translation>
    </message>
    <message>
        <source>saw several coincidences</source>
        <translation>检测到多次重合</translation>
    </message>
    <message>
        <source>Processor %1 at t = %2 (cycle %3, slot %4): %5</source>
        <translation>处理器 %1，t = %2（周期 %3，时隙 %4）：%5</translation>
    </message>
    <message>
        <source>Processor %1 never reads: no pulse reaches it</source>
        <translation>处理器 %1 从不读取：没有脉冲到达它</translation>
    </message>
    <message>
        <source>Processor %1 reads at t = %2 (cycle %3, slot %4), after the time shown</source>
        <translation>处理器 %1 在 t = %2（周期 %3，时隙 %4）读取，晚于所示时间</translation>
    </message>
    <message>
        <source>Processor %1: the source, which writes the datum</source>
        <translation>处理器 %1：源，写出该数据</translation>
    </message>
    <message>
        <source>Processor %1 reads nothing in this run</source>
        <translation>处理器 %1 在本次运行中不读取</translation>
    </message>
    <message>
        <source>The space-time diagram is drawn for at most %L1 processors and %L2 clock units, the 2D grid for at most %L3 × %L3; the details beside hold for this run too.</source>
        <translation>时空图最多绘制 %L1 个处理器和 %L2 个时钟单位，2D 网格最多 %L3 × %L3；旁边的详细信息同样适用于本次运行。</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusDetails</name>
    <message>
        <source>Simulating the bus...</source>
        <translation>正在模拟总线...</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 processors, τ = %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 个处理器，τ = %2&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Every read found exactly its datum.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;每次读取都恰好得到了其数据。&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some reads failed&lt;/b&gt; (marked with a cross).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;部分读取失败&lt;/b&gt;（以叉号标记）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>coincidence at t = %1: sum %2</source>
        <translation>重合于 t = %1：和为 %2</translation>
    </message>
    <message>
        <source>no single message</source>
        <translation>没有单一消息</translation>
    </message>
    <message>
        <source>&lt;p&gt;... and %1 more reads.&lt;/p&gt;</source>
        <translation>&lt;p&gt;... 以及另外 %1 次读取。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Section 3.2 describes the 2DAROB and the ASOS in words only: POPS Lab draws their switch states and simulates nothing on them.</source>
        <translation>第 3.2 节仅以文字描述 2DAROB 和 ASOS：POPS Lab 只绘制其开关状态，不在其上做任何模拟。</translation>
    </message>
    <message>
        <source>t = %1 (cycle %2, slot %3): datum of %4</source>
        <translation>t = %1（周期 %2，时隙 %3）：%4 的数据</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bus cycles:&lt;/b&gt; %1, each of %2 clock units (an electronic bus: %3)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;总线周期：&lt;/b&gt;%1 个，每个 %2 个时钟单位（电子总线：%3）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Processors %1, left of the writer, cannot be reached: the bus carries light one way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;写入者左侧的处理器 %1 无法到达：总线只朝一个方向传光。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Processor 0, left of the writer, cannot be reached: the bus carries light one way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;写入者左侧的处理器 0 无法到达：总线只朝一个方向传光。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Time t in clock units from 0; cycles and slots counted from 1 (cycle 1, slot 1 begins at t = 0).&lt;/p&gt;</source>
        <translation>&lt;p&gt;时间 t 以时钟单位计，从 0 开始；周期和时隙从 1 开始计数（周期 1 的时隙 1 从 t = 0 开始）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>what it read</source>
        <translation>读取结果</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusForm</name>
    <message>
        <source>operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>processors n</source>
        <translation>处理器数 n</translation>
    </message>
    <message>
        <source>τ (clock units a hop)</source>
        <translation>τ（每跳时钟单位数）</translation>
    </message>
    <message>
        <source>permutation p</source>
        <translation>置换 p</translation>
    </message>
    <message>
        <source>bits b</source>
        <translation>位 b</translation>
    </message>
    <message>
        <source>list:b0,b1,... of 0s and 1s, or random. Press Enter to run.</source>
        <translation>由 0 和 1 组成的 list:b0,b1,...，或 random。按 Enter 运行。</translation>
    </message>
    <message>
        <source>open switches</source>
        <translation>断开的开关</translation>
    </message>
    <message>
        <source>Processors that open their segment switch, e.g. 3,6: the bus splits into segments that sum on their own.</source>
        <translation>断开其段开关的处理器，例如 3,6：总线被分成若干段，各段独立求和。</translation>
    </message>
    <message>
        <source>random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>writer k</source>
        <translation>写者 k</translation>
    </message>
    <message>
        <source>writers (0, 1, ...)</source>
        <translation>写者（0, 1, ...）</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>source row</source>
        <translation>源行</translation>
    </message>
    <message>
        <source>source column</source>
        <translation>源列</translation>
    </message>
    <message>
        <source>Message and reference have a unit delay loop a hop; the select pulses do not. j reads where reference and select coincide.</source>
        <translation>消息和参考脉冲每跳经过一个单位延迟环，选择脉冲则没有。j 在参考脉冲与选择脉冲重合处读取。</translation>
    </message>
    <message>
        <source>The source&apos;s row bus in the first cycle, every column bus in the second.</source>
        <translation>第一个周期使用源的行总线，第二个周期使用每条列总线。</translation>
    </message>
    <message>
        <source>Processors 0, 1, ... write in the first slot; every processor reads every message from its left, one behind the other on one waveguide.</source>
        <translation>处理器 0, 1, ... 在第一个时隙写入；每个处理器读取来自其左侧的每条消息，它们在同一波导上一条接一条。</translation>
    </message>
    <message>
        <source>buses along the columns</source>
        <translation>总线沿列</translation>
    </message>
    <message>
        <source>Folded row and column buses; a switch at every processor, straight or cross. Drawn only: the paper gives no timing.</source>
        <translation>折叠的行总线和列总线；每个处理器处有一个开关，直通或交叉。仅作绘制：论文未给出时序。</translation>
    </message>
    <message>
        <source>A switch at every processor joins its bus segments into disjoint buses, each a unidirectional chain led by its first processor. Drawn only.</source>
        <translation>每个处理器处的开关把其总线段连接成互不相交的总线，每条为由其第一个处理器领头的单向链。仅作绘制。</translation>
    </message>
    <message>
        <source>all switches crossed</source>
        <translation>所有开关交叉</translation>
    </message>
    <message>
        <source>Everyone writes on the upper segment; j reads the lower one after 2n − 2 − p(j) − j slots.</source>
        <translation>所有处理器都写入上段；j 在 2n − 2 − p(j) − j 个时隙后读取下段。</translation>
    </message>
    <message>
        <source>Processor i delays the select pulse one slot if bᵢ = 1; it counts the slots until reference and select coincide.</source>
        <translation>若 bᵢ = 1，处理器 i 将选择脉冲延迟一个时隙；它对时隙计数，直到参考脉冲与选择脉冲重合。</translation>
    </message>
    <message>
        <source>Every processor writes on both buses at the start of the cycle; j reads after |⁠p(j)&#xa0;−&#xa0;j| slots.</source>
        <translation>每个处理器在周期开始时向两条总线写入；j 在 |⁠p(j)&#xa0;−&#xa0;j| 个时隙后读取。</translation>
    </message>
    <message>
        <source>Processor j receives the datum of p(j): list:p0,p1,..., shift:k (p(j) = j − k mod n) or random. Press Enter to run.</source>
        <translation>处理器 j 接收 p(j) 的数据：list:p0,p1,...、shift:k（p(j) = j − k mod n）或 random。按 Enter 运行。</translation>
    </message>
    <message>
        <source>Everyone writes in the first slot; j reads k&apos;s message when its counter reaches j&#xa0;−&#xa0;k.</source>
        <translation>所有处理器在第一个时隙写入；当 j 的计数器达到 j&#xa0;−&#xa0;k 时，j 读取 k 的消息。</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusPlots</name>
    <message>
        <source>No run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>wait(j): slots until processor j reads its datum</source>
        <translation>wait(j)：处理器 j 读到其数据之前的时隙数</translation>
    </message>
    <message>
        <source>processor j</source>
        <translation>处理器 j</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>时隙</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟值</translation>
    </message>
    <message>
        <source>the 2D broadcast takes two cycles whatever the grid</source>
        <translation>无论网格大小，2D 广播都需要两个周期</translation>
    </message>
    <message>
        <source>simulating %1 buses...</source>
        <translation>正在模拟 %1 条总线...</translation>
    </message>
    <message>
        <source>processors n</source>
        <translation>处理器数 n</translation>
    </message>
    <message>
        <source>bus cycles</source>
        <translation>总线周期</translation>
    </message>
    <message>
        <source>cycles against n up to</source>
        <translation>周期随 n 变化，n 最大为</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>消息数</translation>
    </message>
    <message>
        <source>optical bus, simulated</source>
        <translation>光总线，模拟值</translation>
    </message>
    <message>
        <source>electronic bus, one datum a cycle</source>
        <translation>电子总线，每周期一个数据</translation>
    </message>
    <message>
        <source>swept with p = shift:1</source>
        <translation>以 p = shift:1 扫描</translation>
    </message>
    <message>
        <source>swept with every bit 1</source>
        <translation>以全 1 位扫描</translation>
    </message>
    <message>
        <source>swept with every processor writing</source>
        <translation>以每个处理器都写入扫描</translation>
    </message>
    <message>
        <source>swept with writer 0</source>
        <translation>以写者 0 扫描</translation>
    </message>
    <message>
        <source>every n simulated, every read checked; %1</source>
        <translation>每个 n 均已模拟，每次读取均已检查；%1</translation>
    </message>
    <message>
        <source>Bus cycles against n</source>
        <translation>总线周期与 n 的关系</translation>
    </message>
    <message>
        <source>Messages processor j reads in one bus cycle</source>
        <translation>处理器 j 在一个总线周期内读取的消息数</translation>
    </message>
    <message>
        <source>When reference and select coincide</source>
        <translation>参考脉冲与选择脉冲何时重合</translation>
    </message>
    <message>
        <source>When each processor reads</source>
        <translation>每个处理器何时读取</translation>
    </message>
    <message>
        <source>processor j (row · columns + column)</source>
        <translation>处理器 j（行 · 列数 + 列）</translation>
    </message>
    <message>
        <source>time t (clock units)</source>
        <translation>时刻 t（时钟单位）</translation>
    </message>
    <message>
        <source>n = %1 shown; the lines %2</source>
        <translation>当前显示 n = %1；各曲线%2</translation>
    </message>
    <message>
        <source>the network shown, its own input (optical, electronic)</source>
        <translation>所显示的网络，其自身输入（光、电子）</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>no read</source>
        <translation>不读</translation>
    </message>
    <message>
        <source>n = %L1 shown: not in this sweep</source>
        <translation>当前显示 n = %L1：不在此扫描中</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusTimeBar</name>
    <message>
        <source>Start of the run</source>
        <translation>运行开始</translation>
    </message>
    <message>
        <source>One clock unit back</source>
        <translation>后退一个时钟单位</translation>
    </message>
    <message>
        <source>Play the run</source>
        <translation>播放运行过程</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>One clock unit on</source>
        <translation>前进一个时钟单位</translation>
    </message>
    <message>
        <source>End of the run</source>
        <translation>运行结束</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>t = %1 (cycle %2, slot %3)</source>
        <translation>t = %1（周期 %2，时隙 %3）</translation>
    </message>
    <message>
        <source>t = %1 (end of cycle %2)</source>
        <translation>t = %1（周期 %2 结束）</translation>
    </message>
</context>
<context>
    <name>popslab::gui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Frames per step (slot):</source>
        <translation>每步（时隙）帧数：</translation>
    </message>
    <message>
        <source>Time per step:</source>
        <translation>每步时长：</translation>
    </message>
    <message>
        <source>More frames move the messages more smoothly and make the file larger. A figure that does not move within a step keeps one frame a step: frames alike are merged.</source>
        <translation>帧数越多，消息移动越平滑，文件也越大。在一步之内不动的图形每步只保留一帧：相同的帧会合并。</translation>
    </message>
</context>
<context>
    <name>popslab::gui::BackgroundJob</name>
    <message>
        <source>The result would have more than %1 %2, the limit.</source>
        <translation>结果将超过 %1 %2（上限）。</translation>
    </message>
    <message>
        <source>The computation would take more than %1 units of work, the limit.</source>
        <translation>计算将需要超过 %1 个工作单位（上限）。</translation>
    </message>
    <message>
        <source>There is not enough memory for this request.</source>
        <translation>内存不足，无法完成此请求。</translation>
    </message>
    <message>
        <source>Unexpected error: %1</source>
        <translation>意外错误：%1</translation>
    </message>
    <message>
        <source>Unexpected error.</source>
        <translation>意外错误。</translation>
    </message>
</context>
<context>
    <name>popslab::gui::FamilyNavigator</name>
    <message>
        <source>paper %1</source>
        <translation>论文 %1</translation>
    </message>
</context>
<context>
    <name>popslab::gui::LessonDeck</name>
    <message>
        <source>Add scene</source>
        <translation>添加场景</translation>
    </message>
    <message>
        <source>Delete scene</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Move scene</source>
        <translation>移动场景</translation>
    </message>
    <message>
        <source>Rename scene</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Rename lesson</source>
        <translation>重命名课程</translation>
    </message>
</context>
<context>
    <name>popslab::gui::LessonPanel</name>
    <message>
        <source>Scene %1</source>
        <translation>场景 %1</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>课程标题</translation>
    </message>
    <message>
        <source>e.g. Optical interconnects, lecture 7</source>
        <translation>例如：光互连网络，第 7 讲</translation>
    </message>
    <message>
        <source>Click: show. Drag: reorder. Double-click: rename.</source>
        <translation>单击：显示。拖动：排序。双击：重命名。</translation>
    </message>
    <message>
        <source>PageDown and PageUp step through the scenes, also in presentation mode.</source>
        <translation>PageDown 和 PageUp 逐个切换场景，演示模式中也可用。</translation>
    </message>
    <message>
        <source>Notes (presenter view, handout)</source>
        <translation>备注（演讲者视图、讲义）</translation>
    </message>
    <message>
        <source>Add the current view</source>
        <translation>添加当前视图</translation>
    </message>
    <message>
        <source>A new scene after this one: the family, page and parameters on show</source>
        <translation>在此之后新增场景：当前显示的网络族、页面和参数</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Open lesson...</source>
        <translation>打开课程...</translation>
    </message>
    <message>
        <source>Save lesson...</source>
        <translation>保存课程...</translation>
    </message>
    <message>
        <source>Hand out...</source>
        <translation>分发...</translation>
    </message>
    <message>
        <source>Write the lesson as a PDF handout (each scene&apos;s title, figure and notes) or as one web page that plays every step</source>
        <translation>将课程写成 PDF 讲义（每个场景的标题、图和备注）或一个逐步播放的网页</translation>
    </message>
</context>
<context>
    <name>popslab::gui::MainWindow</name>
    <message>
        <source>About POPS Lab</source>
        <translation>关于 POPS Lab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Export the figure as shown...</source>
        <translation>导出当前显示的图(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放 / 暂停</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Explain this algorithm</source>
        <translation>解释此算法(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;About POPS Lab</source>
        <translation>关于 POPS Lab(&amp;A)</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>Cannot export figure</source>
        <translation>无法导出图</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The session has changed. Save it before going on?</source>
        <translation>会话已更改。继续之前要保存吗？</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>无法保存会话</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>POPS Lab sessions (*.popslab)</source>
        <translation>POPS Lab 会话 (*.popslab)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>新建会话(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>保存会话(&amp;S)</translation>
    </message>
    <message>
        <source>Save session &amp;as...</source>
        <translation>会话另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>Export numbered PNG &amp;frames...</source>
        <translation>导出编号的 PNG 帧(&amp;F)...</translation>
    </message>
    <message>
        <source>PNG resolution</source>
        <translation>PNG 分辨率</translation>
    </message>
    <message>
        <source>Dots per inch:</source>
        <translation>每英寸点数：</translation>
    </message>
    <message>
        <source>Folder for the numbered frames</source>
        <translation>存放编号帧的文件夹</translation>
    </message>
    <message>
        <source>Writing frames...</source>
        <translation>正在写入帧...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Wrote %1 frames to %2</source>
        <translation>已将 %1 帧写入 %2</translation>
    </message>
    <message>
        <source>Cancelled; the previous state is kept.</source>
        <translation>已取消；保留之前的状态。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Working...</source>
        <translation>正在处理...</translation>
    </message>
    <message>
        <source>Sessions and results (%1)</source>
        <translation>会话和结果 (%1)</translation>
    </message>
    <message>
        <source>&amp;Cancel work in progress</source>
        <translation>取消正在进行的工作(&amp;C)</translation>
    </message>
    <message>
        <source>POPS Lab</source>
        <translation>POPS Lab</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>Save as JSON</source>
        <translation>另存为 JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>About this algorithm</source>
        <translation>关于此算法</translation>
    </message>
    <message>
        <source>No font with Chinese characters is installed: install fonts-noto-cjk (Noto Sans CJK SC).</source>
        <translation>未安装含中文字符的字体：请安装 fonts-noto-cjk（Noto Sans CJK SC）。</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>Drawing frames...</source>
        <translation>正在绘制帧...</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>已取消；未写入任何内容。</translation>
    </message>
    <message>
        <source>Cannot export animation</source>
        <translation>无法导出动画</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Work is in progress; export when it has finished (or cancel it with Esc).</source>
        <translation>仍有工作在进行；请在其完成后再导出（或按 Esc 取消）。</translation>
    </message>
    <message>
        <source>MP4 videos, H.264 (*.mp4)</source>
        <translation>MP4 视频，H.264 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM videos, VP9 (*.webm)</source>
        <translation>WebM 视频，VP9 (*.webm)</translation>
    </message>
    <message>
        <source>Export ani&amp;mation (GIF, video)...</source>
        <translation>导出动画（GIF、视频）(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Paper figures</source>
        <translation>论文插图(&amp;P)</translation>
    </message>
    <message>
        <source>Export the figure of every s&amp;tep...</source>
        <translation>导出所有步骤的图(&amp;T)...</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 是文件夹，不是文件</translation>
    </message>
    <message>
        <source>%1 is a device, a pipe or a socket, not a file</source>
        <translation>%1 是设备、管道或套接字，不是文件</translation>
    </message>
    <message>
        <source>%1 is not a file POPS Lab opens: sessions (.popslab), schedules and exercises (.json)</source>
        <translation>%1 不是 POPS Lab 能打开的文件：会话（.popslab）、调度和练习（.json）</translation>
    </message>
    <message>
        <source>%1 is a &quot;%2&quot; document, which POPS Lab does not open</source>
        <translation>%1 是“%2”文档，POPS Lab 无法打开</translation>
    </message>
    <message>
        <source>&amp;Network family</source>
        <translation>网络族(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>Export in the window&apos;s t&amp;heme</source>
        <translation>按窗口主题导出(&amp;H)</translation>
    </message>
    <message>
        <source>The session&apos;s view.family &quot;%1&quot; is not a network family of POPS Lab; showing %2.</source>
        <translation>会话的 view.family “%1”不是 POPS Lab 的网络族；显示 %2。</translation>
    </message>
    <message numerus="yes">
        <source>The session asks for page %1 of %2, which has %Ln page(s); showing the first.</source>
        <translation>
            <numerusform>会话要求 %2 的第 %1 页，但它只有 %Ln 页；显示第一页。</numerusform>
        </translation>
    </message>
    <message>
        <source>Next scene of the lesson</source>
        <translation>课程的下一个场景</translation>
    </message>
    <message>
        <source>Previous scene of the lesson</source>
        <translation>课程的上一个场景</translation>
    </message>
    <message>
        <source>%1, scene %2 of %3</source>
        <translation>%1，第 %2 个场景，共 %3 个</translation>
    </message>
    <message>
        <source>%1 has no scenes</source>
        <translation>%1 没有场景</translation>
    </message>
    <message>
        <source>Scene %1 of %2: %3</source>
        <translation>第 %1 个场景，共 %2 个：%3</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Presenter notes (lesson)</source>
        <translation>演讲者备注（课程）</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>POPS Lab lessons (*.popslab-lesson)</source>
        <translation>POPS Lab 课程 (*.popslab-lesson)</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>Lesson saved to %1</source>
        <translation>课程已保存到 %1</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>未保存的课程</translation>
    </message>
    <message>
        <source>The lesson has changed. Save it before going on?</source>
        <translation>课程已更改。继续之前要保存吗？</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>第 %1 个场景，共 %2 个</translation>
    </message>
    <message>
        <source>PDF handout (*.pdf)</source>
        <translation>PDF 讲义 (*.pdf)</translation>
    </message>
    <message>
        <source>Web page that plays the lesson (*.html)</source>
        <translation>播放课程的网页 (*.html)</translation>
    </message>
    <message>
        <source>Hand out lesson</source>
        <translation>分发课程</translation>
    </message>
    <message>
        <source>Cannot hand out the lesson</source>
        <translation>无法分发课程</translation>
    </message>
    <message>
        <source>Lesson handed out as %1</source>
        <translation>课程已分发为 %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>The presenter notes are a lesson&apos;s: open one (File &gt; Open) or make one (View &gt; Lesson).</source>
        <translation>演讲者备注属于课程：请打开一个课程（文件 &gt; 打开）或新建一个（视图 &gt; 课程）。</translation>
    </message>
    <message>
        <source>(no year printed)</source>
        <translation>（未注明年份）</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Scene %1 of %2 (not on show)</source>
        <translation>第 %1 个场景，共 %2 个（未显示）</translation>
    </message>
</context>
<context>
    <name>popslab::gui::PlaybackBar</name>
    <message>
        <source>step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>popslab::gui::PresenterView</name>
    <message>
        <source>Scene %1 of %2</source>
        <translation>第 %1 个场景，共 %2 个</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>下一个：%1</translation>
    </message>
    <message>
        <source>Last scene of the lesson</source>
        <translation>课程的最后一个场景</translation>
    </message>
    <message>
        <source>Presenter view</source>
        <translation>演讲者视图</translation>
    </message>
    <message>
        <source>This scene has no notes.</source>
        <translation>此场景没有备注。</translation>
    </message>
</context>
<context>
    <name>popslab::gui::UserGuide</name>
    <message>
        <source>POPS Lab user guide</source>
        <translation>POPS Lab 用户指南</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknCanvas</name>
    <message>
        <source>there is no simulated run to draw</source>
        <translation>没有可绘制的模拟运行</translation>
    </message>
    <message>
        <source>OK_N at time %1</source>
        <translation>时间 %1 时的 OK_N</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>OK_N, N = %L1, k = %L2, delay = %L3</source>
        <translation>OK_N，N = %L1，k = %L2，延迟 = %L3</translation>
    </message>
    <message>
        <source>The figure is drawn for N up to %L1; the panel gives this run&apos;s times.</source>
        <translation>图仅在 N 不超过 %L1 时绘制；本次运行的时间见左侧面板。</translation>
    </message>
    <message>
        <source>This run is too long to draw (%L1 units of work, the figure draws up to %L2); the panel gives its times.</source>
        <translation>本次运行太长，无法绘制（%L1 个工作单位，图最多绘制 %L2 个）；其时间见左侧面板。</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknDocument</name>
    <message>
        <source>The simulator rejected the program: %1</source>
        <translation>模拟器拒绝了该程序：%1</translation>
    </message>
    <message>
        <source>best i: %1</source>
        <translation>最佳 i：%1</translation>
    </message>
    <message>
        <source>every datum reached its destination</source>
        <translation>每个数据都到达了目的地</translation>
    </message>
    <message>
        <source>timing only (too large to track each datum)</source>
        <translation>仅计时（规模太大，无法跟踪每个数据）</translation>
    </message>
    <message>
        <source>best i: %1 or %2, equally fast</source>
        <translation>最佳 i：%1 或 %2，同样快</translation>
    </message>
    <message>
        <source>simulated: %L1 time units
paper&apos;s formula: %L2</source>
        <translation>模拟：%L1 个时间单位
论文公式：%L2</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknForm</name>
    <message>
        <source>nodes N</source>
        <translation>节点数 N</translation>
    </message>
    <message>
        <source>ports k</source>
        <translation>端口数 k</translation>
    </message>
    <message>
        <source>standard steps i</source>
        <translation>标准交换步数 i</translation>
    </message>
    <message>
        <source>the best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>delay d</source>
        <translation>延迟 d</translation>
    </message>
    <message>
        <source>time units to reconfigure a link</source>
        <translation>重新配置一条链路所需的时间单位</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknPage</name>
    <message>
        <source>Export view</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <source>Cannot export figure</source>
        <translation>无法导出图</translation>
    </message>
    <message>
        <source>Export view...</source>
        <translation>导出视图...</translation>
    </message>
    <message>
        <source>No run: the figure says why.</source>
        <translation>没有运行：原因见图中说明。</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknPlots</name>
    <message>
        <source>Export plot</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Cannot export plot</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>Simulating...</source>
        <translation>正在模拟...</translation>
    </message>
    <message>
        <source>reconfiguration delay</source>
        <translation>重配置延迟</translation>
    </message>
    <message>
        <source>ports k</source>
        <translation>端口数 k</translation>
    </message>
    <message>
        <source>nodes N</source>
        <translation>节点数 N</translation>
    </message>
    <message>
        <source>Plot against</source>
        <translation>横轴</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>绘图</translation>
    </message>
    <message>
        <source>Export plot...</source>
        <translation>导出图表...</translation>
    </message>
    <message>
        <source>The range runs from %1 to %2: its start must not be past its end.</source>
        <translation>范围从 %1 到 %2：起点不能大于终点。</translation>
    </message>
    <message>
        <source>Nothing to plot: see the note above.</source>
        <translation>没有可绘制的内容：见上方的说明。</translation>
    </message>
    <message>
        <source>N = %1, k = %2</source>
        <translation>N = %1, k = %2</translation>
    </message>
    <message>
        <source>%1 on OK_N, %2</source>
        <translation>OK_N 上的%1，%2</translation>
    </message>
    <message>
        <source>from </source>
        <translation>从 </translation>
    </message>
    <message>
        <source>to </source>
        <translation>到 </translation>
    </message>
    <message>
        <source>No value from %1 to %2 meets the conditions of any algorithm of this operation.</source>
        <translation>从 %1 到 %2 的取值都不满足此操作任何算法的条件。</translation>
    </message>
    <message>
        <source>N = %1, delay = %2</source>
        <translation>N = %1，延迟 = %2</translation>
    </message>
    <message>
        <source>k = %1, delay = %2</source>
        <translation>k = %1，延迟 = %2</translation>
    </message>
    <message>
        <source>delay = %1 shown</source>
        <translation>当前显示 延迟 = %1</translation>
    </message>
    <message>
        <source>k = %1 shown</source>
        <translation>当前显示 k = %1</translation>
    </message>
    <message>
        <source>N = %1 shown</source>
        <translation>当前显示 N = %1</translation>
    </message>
    <message>
        <source>%1 is not plotted. %2</source>
        <translation>%1未绘制。%2</translation>
    </message>
    <message>
        <source>%1 is not plotted: no value from %2 to %3 meets its conditions. At %2: %4</source>
        <translation>%1未绘制：从 %2 到 %3 没有满足其条件的值。在 %2 处：%4</translation>
    </message>
    <message>
        <source>%1 is not plotted: no value from %2 to %3 meets its conditions.</source>
        <translation>%1未绘制：从 %2 到 %3 没有满足其条件的值。</translation>
    </message>
    <message>
        <source>Cancelled: Plot sweeps again.</source>
        <translation>已取消：点击“绘图”重新扫描。</translation>
    </message>
    <message>
        <source>%1: not in this range</source>
        <translation>%1：不在此范围内</translation>
    </message>
    <message>
        <source>Nothing to plot: the run is refused, as the figure says.</source>
        <translation>没有可绘制的内容：该运行被拒绝，原因见图中说明。</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknTimelineBar</name>
    <message>
        <source>First event</source>
        <translation>第一个事件</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>最后一个事件</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>上一个事件</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>下一个事件</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放 / 暂停</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <source>time %L1 of %L2</source>
        <translation>时间 %L1 / %L2</translation>
    </message>
    <message>
        <source>not drawn; ends at time %L1</source>
        <translation>未绘制；在时间 %L1 结束</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisCanvas</name>
    <message>
        <source>Measuring the network...</source>
        <translation>正在测量网络……</translation>
    </message>
    <message>
        <source>The network is drawn up to N = %1 groups; the numbers beside hold for this one too.</source>
        <translation>网络仅在 N &lt;= %1 组时绘制；旁边的数值对此网络同样成立。</translation>
    </message>
    <message>
        <source>OTIS network</source>
        <translation>OTIS 网络</translation>
    </message>
    <message>
        <source>processor %1</source>
        <translation>处理器 %1</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisDetails</name>
    <message>
        <source>Measuring the network...</source>
        <translation>正在测量网络……</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1, N = %2 (%3 processors)&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1，N = %2（%3 个处理器）&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It simulates a 4D mesh of side %1, diameter %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;它模拟边长为 %1、直径为 %2 的四维网格。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>optical</source>
        <translation>光学</translation>
    </message>
    <message>
        <source>electronic</source>
        <translation>电子</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Route %1 to %2:&lt;/b&gt; %Ln hop(s)&lt;/p&gt;&lt;ol&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;从 %1 到 %2 的路由：&lt;/b&gt;%Ln 跳&lt;/p&gt;&lt;ol&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Move %1:&lt;/b&gt; OTIS steps: %2, electronic steps: %3, data moved: %4; the validator: %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;移动 %1：&lt;/b&gt;OTIS 步数：%2，电子步数：%3，移动的数据：%4；验证器：%5。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%Ln violation(s)</source>
        <translation>
            <numerusform>%Ln 处违规</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Route %1 to itself:&lt;/b&gt; no hop&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;从 %1 到其自身的路由：&lt;/b&gt;无跳&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (breadth-first search)</source>
        <translation>%1（广度优先搜索）</translation>
    </message>
    <message>
        <source>none, the network is not connected: (G, G) has no link, (G, P) reaches only (P, G)</source>
        <translation>无，网络不连通：(G, G) 没有链路，(G, P) 只能到达 (P, G)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Optical links:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Electronic links:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Diameter:&lt;/b&gt; %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;光链路：&lt;/b&gt;%1&lt;br&gt;&lt;b&gt;电子链路：&lt;/b&gt;%2&lt;br&gt;&lt;b&gt;直径：&lt;/b&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No route from %1 to %2:&lt;/b&gt; with no links inside the groups, (G, P) reaches only (P, G).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;从 %1 到 %2 无路由：&lt;/b&gt;组内无链路时，(G, P) 只能到达 (P, G)。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisForm</name>
    <message>
        <source>inside each group</source>
        <translation>每组内部</translation>
    </message>
    <message>
        <source>mesh (OTIS-Mesh)</source>
        <translation>网格（OTIS-Mesh）</translation>
    </message>
    <message>
        <source>hypercube (OTIS-Hypercube)</source>
        <translation>超立方体（OTIS-Hypercube）</translation>
    </message>
    <message>
        <source>groups N (N processors each)</source>
        <translation>组数 N（每组 N 个处理器）</translation>
    </message>
    <message>
        <source>label processors (i, j, k, l) of the 4D mesh</source>
        <translation>以四维网格的 (i, j, k, l) 标注处理器</translation>
    </message>
    <message>
        <source>4D mesh move</source>
        <translation>四维网格移动</translation>
    </message>
    <message>
        <source>route from (G, P)</source>
        <translation>路由起点 (G, P)</translation>
    </message>
    <message>
        <source>route to (G, P)</source>
        <translation>路由终点 (G, P)</translation>
    </message>
    <message>
        <source>Click a processor in the figure, then another, to route between them.</source>
        <translation>在图中先单击一个处理器，再单击另一个，即可在两者之间路由。</translation>
    </message>
    <message>
        <source>none (OTIS, transpose links only)</source>
        <translation>无（OTIS，仅转置链路）</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisPlots</name>
    <message>
        <source>optical links (measured)</source>
        <translation>光链路（测量值）</translation>
    </message>
    <message>
        <source>electronic links (measured)</source>
        <translation>电子链路（测量值）</translation>
    </message>
    <message>
        <source>OTIS-Mesh diameter (breadth-first search)</source>
        <translation>OTIS-Mesh 直径（广度优先搜索）</translation>
    </message>
    <message>
        <source>OTIS-Mesh links against N</source>
        <translation>OTIS-Mesh 链路数与 N 的关系</translation>
    </message>
    <message>
        <source>groups N</source>
        <translation>组数 N</translation>
    </message>
    <message>
        <source>links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>Diameters against N</source>
        <translation>直径与 N 的关系</translation>
    </message>
    <message>
        <source>hops</source>
        <translation>跳数</translation>
    </message>
    <message>
        <source>OTIS-Hypercube diameter (breadth-first search)</source>
        <translation>OTIS-Hypercube 直径（广度优先搜索）</translation>
    </message>
    <message>
        <source>OTIS-Hypercube links against N</source>
        <translation>OTIS-Hypercube 链路数与 N 的关系</translation>
    </message>
    <message>
        <source>N = %1 shown</source>
        <translation>当前显示 N = %1</translation>
    </message>
    <message>
        <source>diameter of the 4D mesh it simulates, 4(√N − 1)</source>
        <translation>所模拟四维网格的直径，4(√N − 1)</translation>
    </message>
    <message>
        <source>N = %L1 shown: not in this sweep</source>
        <translation>当前显示 N = %L1：不在此扫描中</translation>
    </message>
    <message>
        <source>OTIS links against N</source>
        <translation>OTIS 链路数与 N 的关系</translation>
    </message>
    <message>
        <source>No diameter: the plain OTIS is not connected, (G, P) reaches only (P, G).</source>
        <translation>无直径：普通 OTIS 不连通，(G, P) 只能到达 (P, G)。</translation>
    </message>
    <message>
        <source>OTIS diameter (breadth-first search)</source>
        <translation>OTIS 直径（广度优先搜索）</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisStepBar</name>
    <message>
        <source>Before the move</source>
        <translation>移动之前</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Play the move</source>
        <translation>播放移动</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>After the move</source>
        <translation>移动之后</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>无移动</translation>
    </message>
    <message numerus="yes">
        <source>before the move (%Ln step(s))</source>
        <translation>
            <numerusform>移动之前（共 %Ln 步）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::EmbeddingView</name>
    <message>
        <source>Torus node (row, column, numbered at the edges) → processor μ inside it; colour: the processor&apos;s group.</source>
        <translation>环面节点（行、列，编号在边缘）→ 其中的处理器 μ；颜色：处理器所在的组。</translation>
    </message>
    <message>
        <source>Ring node u (its number outside) → processor μ(u) inside it; colour: the processor&apos;s group.</source>
        <translation>环节点 u（编号在外侧）→ 其中的处理器 μ(u)；颜色：处理器所在的组。</translation>
    </message>
    <message numerus="yes">
        <source>Torus of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</source>
        <translation>
            <numerusform>由 %Ln 个节点组成的环面，每个节点使用其处理器所在组的颜色；节点太多，此尺寸下无法编号。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ring of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</source>
        <translation>
            <numerusform>由 %Ln 个节点组成的环，每个节点使用其处理器所在组的颜色；节点太多，此尺寸下无法编号。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::ExerciseDocument</name>
    <message>
        <source>add %1→%2</source>
        <translation>添加 %1→%2</translation>
    </message>
    <message>
        <source>remove %1→%2</source>
        <translation>删除 %1→%2</translation>
    </message>
    <message>
        <source>Every message is placed and the schedule fits the target.</source>
        <translation>所有消息均已放置，且调度满足目标。</translation>
    </message>
    <message>
        <source>No schedule of %1 placements exists for these messages.</source>
        <translation>这些消息不存在包含 %1 个放置的调度。</translation>
    </message>
</context>
<context>
    <name>popslab::pops::ExercisePage</name>
    <message>
        <source>Hint: no schedule of the target length keeps all your placements; an optimal one puts %1 in slot %2.</source>
        <translation>提示：没有目标长度的调度能保留你的全部放置；一个最优调度将 %1 放入时隙 %2。</translation>
    </message>
    <message>
        <source>Hint: %1 goes into slot %2.</source>
        <translation>提示：%1 应放入时隙 %2。</translation>
    </message>
    <message>
        <source>Open exercise</source>
        <translation>打开练习</translation>
    </message>
    <message>
        <source>Exercises (*.json)</source>
        <translation>练习 (*.json)</translation>
    </message>
    <message>
        <source>Save exercise</source>
        <translation>保存练习</translation>
    </message>
    <message>
        <source>Save answer</source>
        <translation>保存答案</translation>
    </message>
    <message>
        <source>Schedules (*.json)</source>
        <translation>调度 (*.json)</translation>
    </message>
    <message>
        <source>Import messages</source>
        <translation>导入消息</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSV 文件 (*.csv *.txt)</translation>
    </message>
    <message>
        <source>%1 has more than %2 messages, too many to schedule by hand.</source>
        <translation>%1 包含超过 %2 条消息，太多，无法手动调度。</translation>
    </message>
    <message>
        <source>Slot %1: %2</source>
        <translation>时隙 %1：%2</translation>
    </message>
    <message>
        <source>%1 is in no slot yet.</source>
        <translation>%1 尚未放入任何时隙。</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>时隙 %1</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>%1 (the proven optimum)</source>
        <translation>%1（已证明的最优值）</translation>
    </message>
    <message>
        <source>%1 (the best found so far)</source>
        <translation>%1（目前找到的最佳值）</translation>
    </message>
    <message>
        <source>POPS(%1,%2): %3 of %4 messages placed · slots used: %5 · lower bound: %6 · target: %7</source>
        <translation>POPS(%1,%2)：已放置 %3/%4 条消息 · 已用时隙：%5 · 下界：%6 · 目标：%7</translation>
    </message>
    <message>
        <source>From the Network page</source>
        <translation>来自网络页面</translation>
    </message>
    <message>
        <source>A new exercise of the message set the Network page shows (a custom set or a paper&apos;s pattern)</source>
        <translation>用网络页面显示的消息集新建练习（自定义消息集或论文中的模式）</translation>
    </message>
    <message>
        <source>Show on the Network page</source>
        <translation>在网络页面显示</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Save exercise…</source>
        <translation>保存练习…</translation>
    </message>
    <message>
        <source>Save answer…</source>
        <translation>保存答案…</translation>
    </message>
    <message>
        <source>The answer as a schedule document (format v1), for popslab-cli grade</source>
        <translation>以调度文档（format v1）形式保存的答案，供 popslab-cli grade 使用</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Places one message where an optimal schedule of the target length would</source>
        <translation>按目标长度的最优调度放置一条消息</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Draw on the canvas</source>
        <translation>在画布上绘制</translation>
    </message>
    <message>
        <source>Click a source processor, then a destination</source>
        <translation>先点击源处理器，再点击目的处理器</translation>
    </message>
    <message>
        <source>Messages: drag one onto a slot, or select it and press the slot&apos;s number, which then selects the next message (0 takes it out)</source>
        <translation>消息：将其拖到时隙上，或选中后按时隙编号，随后自动选中下一条消息（0 表示取出）</translation>
    </message>
    <message>
        <source>Slots (red: a rule is broken)</source>
        <translation>时隙（红色：违反规则）</translation>
    </message>
    <message>
        <source>message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>时隙</translation>
    </message>
    <message>
        <source>The target of new exercises: optimal, or a number of slots</source>
        <translation>新练习的目标：最优，或时隙数</translation>
    </message>
    <message numerus="yes">
        <source>Your schedule takes %Ln slot(s); the target is %1.</source>
        <translation>
            <numerusform>你的调度用了 %Ln 个时隙；目标是 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Correct: every message arrives in %Ln slot(s), within the target of %1.</source>
        <translation>
            <numerusform>正确：所有消息在 %Ln 个时隙内到达，在目标 %1 之内。</numerusform>
        </translation>
    </message>
    <message>
        <source>The Network page shows POPS(%1,%2): Exercise &gt; From the Network page makes an exercise of it.</source>
        <translation>网络页面显示 POPS(%1,%2)：“练习 &gt; 来自网络页面”可以据此生成练习。</translation>
    </message>
    <message>
        <source>item %1: %2</source>
        <translation>数据项 %1：%2</translation>
    </message>
    <message>
        <source>The lower bound counts what any schedule must use: the messages of the busiest coupler, sender or receiver.</source>
        <translation>下界计算任何调度都必须使用的时隙：最繁忙的耦合器、发送方或接收方的消息数。</translation>
    </message>
    <message>
        <source>The target meets it: no schedule can use fewer slots.</source>
        <translation>目标等于下界：任何调度都不能使用更少的时隙。</translation>
    </message>
    <message>
        <source>No schedule of these messages reaches it: the target, the proven optimum, is the fewest slots any schedule can use.</source>
        <translation>这些消息的任何调度都达不到下界：目标即已证明的最优值，是任何调度所需的最少时隙数。</translation>
    </message>
    <message>
        <source>The target is the shortest schedule found so far; whether one between the two exists is not proven.</source>
        <translation>目标是目前找到的最短调度；两者之间是否存在更短的调度尚未证明。</translation>
    </message>
    <message>
        <source>Network: slot %1 of %2 (choose a slot&apos;s row to draw it)</source>
        <translation>网络：第 %1 个时隙，共 %2 个（选择时隙所在的行即可绘制）</translation>
    </message>
    <message>
        <source>Network: no slot yet</source>
        <translation>网络：尚无时隙</translation>
    </message>
    <message>
        <source>Check and Hint</source>
        <translation>检查与提示</translation>
    </message>
    <message>
        <source>Check says what is wrong or right; Hint places a message.</source>
        <translation>“检查”说明哪里错、哪里对；“提示”放置一条消息。</translation>
    </message>
    <message>
        <source>Next exercise&apos;s target:</source>
        <translation>下一个练习的目标：</translation>
    </message>
    <message>
        <source>The Network page shows another network, POPS(%1,%2).</source>
        <translation>网络页面显示的是另一个网络 POPS(%1,%2)。</translation>
    </message>
    <message>
        <source>Saved as %1. It does not pass yet: Check says what is missing or wrong.</source>
        <translation>已保存为 %1。它尚未通过：“检查”会说明缺少什么或哪里有错。</translation>
    </message>
    <message>
        <source>Saved as %1. It passes Check, as the grader will find.</source>
        <translation>已保存为 %1。它通过了“检查”，评分程序也会如此判定。</translation>
    </message>
    <message>
        <source>Saved the exercise as %1.</source>
        <translation>练习已保存为 %1。</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsCanvas</name>
    <message>
        <source>transmitter T(%1,%2): processor %1 to group %2</source>
        <translation>发送器 T(%1,%2)：处理器 %1 发往组 %2</translation>
    </message>
    <message>
        <source>receiver R(%1,%2): processor %1 from group %2</source>
        <translation>接收器 R(%1,%2)：处理器 %1 接收来自组 %2</translation>
    </message>
    <message>
        <source>processor %1 (group %2, index %3) sending</source>
        <translation>处理器 %1（组 %2，序号 %3），发送端</translation>
    </message>
    <message>
        <source>processor %1 (group %2, index %3) receiving</source>
        <translation>处理器 %1（组 %2，序号 %3），接收端</translation>
    </message>
    <message>
        <source>coupler c(%1,%2): from group %2 to group %1</source>
        <translation>耦合器 c(%1,%2)：从组 %2 到组 %1</translation>
    </message>
    <message>
        <source>group %1: %2 of %3 processors send in this slot</source>
        <translation>组 %1：%3 个处理器中有 %2 个在本时隙发送</translation>
    </message>
    <message>
        <source>group %1: %2 of %3 processors receive in this slot</source>
        <translation>组 %1：%3 个处理器中有 %2 个在本时隙接收</translation>
    </message>
    <message numerus="yes">
        <source>%1; holds %Ln item(s): %2</source>
        <translation>
            <numerusform>%1；持有 %Ln 个数据项：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Every processor drawn, each %L1 px high: turn the wheel over a group or coupler to zoom in there; Ctrl+0 fits the whole again, View &gt; Draw every processor goes back to the blocks.</source>
        <translation>已绘制每个处理器，每个高 %L1 像素：在某个组或耦合器上滚动鼠标滚轮即可在该处放大；Ctrl+0 重新显示全图，“视图 &gt; 绘制每个处理器”返回方块视图。</translation>
    </message>
    <message>
        <source>The bare network, as the paper&apos;s figure draws it; Right shows slot %1&apos;s messages, which Details list.</source>
        <translation>未画消息的网络，与论文图中一致；按右方向键即可显示时隙 %1 的消息（详情中已列出）。</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsDetails</name>
    <message>
        <source>source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>coupler</source>
        <translation>耦合器</translation>
    </message>
    <message>
        <source>destinations</source>
        <translation>目的地</translation>
    </message>
    <message>
        <source>item</source>
        <translation>数据项</translation>
    </message>
    <message>
        <source>Conflicts in this slot</source>
        <translation>此时隙中的冲突</translation>
    </message>
    <message>
        <source>No schedule.</source>
        <translation>没有调度。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>mean coupler utilisation: %1%</source>
        <translation>耦合器平均利用率：%1%</translation>
    </message>
    <message>
        <source>this slot: %1 of %2 couplers used (%3%)</source>
        <translation>此时隙：使用了 %2 个耦合器中的 %1 个（%3%）</translation>
    </message>
    <message>
        <source>valid: no rule is broken</source>
        <translation>有效：没有违反任何规则</translation>
    </message>
    <message>
        <source>run on the data: every final value is right ✓</source>
        <translation>在数据上运行：每个最终值都正确 ✓</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;run on the data: WRONG final values ✗&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;在数据上运行：最终值错误 ✗&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>lower bound %1: the busiest coupler carries %2 messages, the busiest sender sends %3, the busiest receiver reads %4 (%5 a slot)</source>
        <translation>下界 %1：最繁忙的耦合器承载 %2 条消息，最繁忙的发送方发送 %3 条，最繁忙的接收器读取 %4 条（每时隙 %5 条）</translation>
    </message>
    <message>
        <source>optimum: %1 (proven: it meets the lower bound)</source>
        <translation>最优值：%1（已证明：达到下界）</translation>
    </message>
    <message>
        <source>optimum: %1 (proven: the SAT solver showed %2 slots impossible)</source>
        <translation>最优值：%1（已证明：SAT 求解器表明 %2 个时隙不可行）</translation>
    </message>
    <message>
        <source>best found: %1 (too large to search further; the optimum is at least %2)</source>
        <translation>找到的最佳值：%1（规模太大，无法继续搜索；最优值至少为 %2）</translation>
    </message>
    <message>
        <source>best found: %1 (time limit reached; the optimum is at least %2)</source>
        <translation>找到的最佳值：%1（已达时间限制；最优值至少为 %2）</translation>
    </message>
    <message>
        <source>greedy: %1 (optimal: it meets the lower bound)</source>
        <translation>贪心：%1（最优：达到下界）</translation>
    </message>
    <message>
        <source>greedy: %1 (the optimum is between %2 and %1)</source>
        <translation>贪心：%1（最优值介于 %2 与 %1 之间）</translation>
    </message>
    <message numerus="yes">
        <source>paper (%1, %2): %Ln slot(s)</source>
        <translation>
            <numerusform>论文 (%1, %2)：%Ln 个时隙</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln slot(s)&lt;/b&gt; (paper&apos;s formula: %1, lower bound: %2)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln 个时隙&lt;/b&gt;（论文公式：%1，下界：%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln violation(s)&lt;/b&gt;&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln 处违规&lt;/b&gt;&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln slot(s)&lt;/b&gt; (no formula in the paper; lower bound: %1)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln 个时隙&lt;/b&gt;（论文未给出公式；下界：%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>lower bound %1: a schedule of fractions of slots needs %2; the busiest coupler carries %3, the busiest sender sends %4, the busiest receiver reads %5 (%6 per slot)</source>
        <translation>下界 %1：按时隙的分数计算的调度需要 %2 个时隙；最繁忙的耦合器承载 %3 条，最繁忙的发送方发送 %4 条，最繁忙的接收器读取 %5 条（每时隙 %6 条）</translation>
    </message>
    <message>
        <source>lower bound %1: of a set of %2 messages at most %3 can share a slot; the busiest coupler carries %4, the busiest sender sends %5, the busiest receiver reads %6 (%7 per slot)</source>
        <translation>下界 %1：在一组 %2 条消息中，至多 %3 条可以共用一个时隙；最繁忙的耦合器承载 %4 条，最繁忙的发送方发送 %5 条，最繁忙的接收器读取 %6 条（每时隙 %7 条）</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsDocument</name>
    <message>
        <source>This schedule is for a %1 network; the POPS tab shows POPS schedules only.</source>
        <translation>该调度针对 %1 网络；POPS 标签页只显示 POPS 调度。</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsForm</name>
    <message>
        <source>d (processors per group)</source>
        <translation>d（每组处理器数）</translation>
    </message>
    <message>
        <source>g (groups)</source>
        <translation>g（组数）</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>通信模式</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Send each whole phase in one slot</source>
        <translation>将每个阶段整体放入一个时隙发送</translation>
    </message>
    <message>
        <source>Puts a phase&apos;s messages into a single slot, conflicts included, to show why the phase needs more slots.</source>
        <translation>把一个阶段的所有消息放入同一个时隙（包括冲突），以展示该阶段为何需要更多时隙。</translation>
    </message>
    <message numerus="yes">
        <source>n = %Ln processor(s)</source>
        <translation>
            <numerusform>n = %Ln 个处理器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln coupler(s)</source>
        <translation>
            <numerusform>%Ln 个耦合器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the file&apos;s own)</source>
        <translation>%1（文件自带）</translation>
    </message>
    <message>
        <source>Here d = %1, g = %2, n = %3.</source>
        <translation>此处 d = %1，g = %2，n = %3。</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsLegend</name>
    <message>
        <source>coupler in use</source>
        <translation>使用中的耦合器</translation>
    </message>
    <message>
        <source>coupler conflict</source>
        <translation>耦合器冲突</translation>
    </message>
    <message>
        <source>clashing message</source>
        <translation>冲突的消息</translation>
    </message>
    <message>
        <source>items a processor holds when the slot starts</source>
        <translation>处理器在该时隙开始时持有的数据项</translation>
    </message>
    <message>
        <source>value after the slot</source>
        <translation>该时隙后的值</translation>
    </message>
    <message>
        <source>final value right</source>
        <translation>最终值正确</translation>
    </message>
    <message>
        <source>final value wrong</source>
        <translation>最终值错误</translation>
    </message>
    <message>
        <source>Legend:</source>
        <translation>图例：</translation>
    </message>
    <message>
        <source>message, named on its fibre (#12: short for item 12)</source>
        <translation>消息（名称标在其光纤上；#12 为数据项 12 的简写）</translation>
    </message>
    <message>
        <source>group, filled as far as its processors send (top) or receive (left)</source>
        <translation>组，按其处理器发送（上方）或接收（左侧）的比例填充</translation>
    </message>
    <message>
        <source>coupler conflict (×3: three messages in it)</source>
        <translation>耦合器冲突（×3：其中有三条消息）</translation>
    </message>
    <message>
        <source>message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsPlots</name>
    <message>
        <source>Cancelled; %1 points measured.</source>
        <translation>已取消；测量了 %1 个点。</translation>
    </message>
    <message>
        <source>%1 points, each built and validated.</source>
        <translation>%1 个点，每个都已构建并验证。</translation>
    </message>
    <message>
        <source>%1
POPS(%2,%3), n = %4
measured %5 slots, paper %6, lower bound %7
utilisation %8% - click to load</source>
        <translation>%1
POPS(%2,%3)，n = %4
实测 %5 个时隙，论文 %6，下界 %7
利用率 %8% - 点击加载</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Check at least one algorithm.</source>
        <translation>请至少勾选一个算法。</translation>
    </message>
    <message>
        <source>%1: sequence length</source>
        <translation>%1：序列长度</translation>
    </message>
    <message>
        <source>Building and validating...</source>
        <translation>正在构建并验证...</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Cannot export plot</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>Export sweep</source>
        <translation>导出扫描结果</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export sweep</source>
        <translation>无法导出扫描结果</translation>
    </message>
    <message>
        <source>Vary</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>with fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>运行扫描</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export plot...</source>
        <translation>导出图表...</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>导出 CSV...</translation>
    </message>
    <message>
        <source>Export utilisation...</source>
        <translation>导出利用率...</translation>
    </message>
    <message>
        <source>To plot against n, hold d or g fixed.</source>
        <translation>要以 n 为横轴作图，请固定 d 或 g。</translation>
    </message>
    <message>
        <source>No points: no network of this sweep meets the algorithms&apos; conditions.</source>
        <translation>没有数据点：此扫描中没有网络满足算法的条件。</translation>
    </message>
    <message>
        <source>No sweep yet: choose what varies and press Run sweep.</source>
        <translation>尚无扫描：请选择变化的参数，然后点击“运行扫描”。</translation>
    </message>
    <message>
        <source>Not swept. %1</source>
        <translation>未扫描。%1</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsWorkbench</name>
    <message>
        <source>Coupler &amp;matrix view</source>
        <translation>耦合器矩阵视图(&amp;M)</translation>
    </message>
    <message>
        <source>%1 messages are too many to schedule by hand (at most %2).</source>
        <translation>%1 条消息太多，无法手动调度（最多 %2 条）。</translation>
    </message>
    <message>
        <source>Draw &amp;every processor</source>
        <translation>绘制每个处理器(&amp;E)</translation>
    </message>
    <message numerus="yes">
        <source>A new exercise of %n message(s) on POPS(%1,%2).</source>
        <translation>
            <numerusform>在 POPS(%1,%2) 上包含 %n 条消息的新练习。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::TimelineBar</name>
    <message>
        <source>no slots</source>
        <translation>没有时隙</translation>
    </message>
    <message>
        <source>slot %1 of %2</source>
        <translation>第 %1 个时隙，共 %2 个</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停（空格）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>First slot (Home)</source>
        <translation>第一个时隙（Home）</translation>
    </message>
    <message>
        <source>Previous slot (Left)</source>
        <translation>上一个时隙（左）</translation>
    </message>
    <message>
        <source>Next slot (Right)</source>
        <translation>下一个时隙（右）</translation>
    </message>
    <message>
        <source>Last slot (End)</source>
        <translation>最后一个时隙（End）</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmCanvas</name>
    <message>
        <source>Analysing the network...</source>
        <translation>正在分析网络……</translation>
    </message>
    <message>
        <source>wavelength %1: click to keep it highlighted</source>
        <translation>波长 %1：单击以保持高亮</translation>
    </message>
    <message>
        <source>processor %1 (%2)</source>
        <translation>处理器 %1（%2）</translation>
    </message>
    <message>
        <source>%1, wavelength %2: click to keep it highlighted</source>
        <translation>%1，波长 %2：单击以保持高亮</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmDetails</name>
    <message>
        <source>Analysing the network...</source>
        <translation>正在分析网络……</translation>
    </message>
    <message>
        <source>&lt;h3&gt;WDM star, n = %1 (N = %2), T = %3, R = %4&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;WDM 星形网络，n = %1（N = %2），T = %3，R = %4&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Closed forms only: the graphs are built up to n = 16.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;仅闭式公式：图只构建到 n = 16。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Degree:&lt;/b&gt; %1 (paper: %2; the cube: %3)&lt;br&gt;&lt;b&gt;Diameter:&lt;/b&gt; %4 (Theorem 3.1: %5; the cube: %3)&lt;br&gt;&lt;b&gt;Processors at distance 0, 1, ...:&lt;/b&gt; %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;度：&lt;/b&gt;%1（论文：%2；立方体：%3）&lt;br&gt;&lt;b&gt;直径：&lt;/b&gt;%4（定理 3.1：%5；立方体：%3）&lt;br&gt;&lt;b&gt;距离为 0, 1, …的处理器数：&lt;/b&gt;%6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Wavelengths:&lt;/b&gt; %1 (Lemmas 3.1/3.4: %2)&lt;br&gt;&lt;b&gt;Transmitters per wavelength&lt;/b&gt; (TDM frame length): %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;波长数：&lt;/b&gt;%1（引理 3.1/3.4：%2）&lt;br&gt;&lt;b&gt;每个波长的发送器数&lt;/b&gt;（TDM 帧长）：%3&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Route %1 → %2:&lt;/b&gt; %Ln hop(s), H(a, b) = %3&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;路由 %1 → %2：&lt;/b&gt;%Ln 跳，H(a, b) = %3&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Dimensions of each transmitter&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Dimensions of each receiver&lt;/b&gt; %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;各发送器的维度&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;各接收器的维度&lt;/b&gt; %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 → %2: transmitter T%3, receiver R%4, wavelength λ%5</source>
        <translation>%1 → %2：发送器 T%3，接收器 R%4，波长 λ%5</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmDistancePlot</name>
    <message>
        <source>Analysing the network...</source>
        <translation>正在分析网络……</translation>
    </message>
    <message>
        <source>measured by breadth-first search</source>
        <translation>由广度优先搜索测得</translation>
    </message>
    <message>
        <source>closed form (not built beyond n = 16)</source>
        <translation>闭式公式（n &gt; 16 时不构建）</translation>
    </message>
    <message>
        <source>Processors at distance h from one processor, N = %1 (%2)</source>
        <translation>与某一处理器距离为 h 的处理器数，N = %1（%2）</translation>
    </message>
    <message>
        <source>distance h (hops)</source>
        <translation>距离 h（跳）</translation>
    </message>
    <message>
        <source>processors</source>
        <translation>处理器数</translation>
    </message>
    <message>
        <source>super topology, T = %1, R = %2 (mean distance to the %4 others: %3)</source>
        <translation>超拓扑，T = %1，R = %2（到其余 %4 个处理器的平均距离：%3）</translation>
    </message>
    <message>
        <source>plain %1-cube, binomial C(n, h) (mean distance to the %3 others: %2)</source>
        <translation>普通 %1 维超立方体，二项式 C(n, h)（到其余 %3 个处理器的平均距离：%2）</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmForm</name>
    <message>
        <source>dimensions n (N = 2ⁿ)</source>
        <translation>维数 n（N = 2ⁿ）</translation>
    </message>
    <message>
        <source>transmitters T</source>
        <translation>发送器 T</translation>
    </message>
    <message>
        <source>receivers R</source>
        <translation>接收器 R</translation>
    </message>
    <message>
        <source>route from</source>
        <translation>路由起点</translation>
    </message>
    <message>
        <source>route to</source>
        <translation>路由终点</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmHeatMap</name>
    <message>
        <source>building %1 networks...</source>
        <translation>正在构建 %1 个网络……</translation>
    </message>
    <message>
        <source>every cell measured on the built graphs</source>
        <translation>每个单元格均在构建的图上测得</translation>
    </message>
    <message>
        <source>log2 of %1</source>
        <translation>%1 的 log2</translation>
    </message>
    <message>
        <source>transmitters T</source>
        <translation>发送器 T</translation>
    </message>
    <message>
        <source>receivers R</source>
        <translation>接收器 R</translation>
    </message>
    <message>
        <source>show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>diameter</source>
        <translation>直径</translation>
    </message>
    <message>
        <source>degree</source>
        <translation>度</translation>
    </message>
    <message>
        <source>wavelengths</source>
        <translation>波长数</translation>
    </message>
    <message>
        <source>frame length</source>
        <translation>帧长</translation>
    </message>
    <message>
        <source>The map is drawn for n ≤ %1; this network has n = %2.</source>
        <translation>该图仅在 n ≤ %1 时绘制；此网络的 n = %2。</translation>
    </message>
    <message>
        <source>for the network&apos;s n = %1,</source>
        <translation>对当前网络的 n = %1，</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmRouteBar</name>
    <message>
        <source>hop %1 of %2</source>
        <translation>第 %1 跳，共 %2 跳</translation>
    </message>
    <message>
        <source>Route start</source>
        <translation>路由起点</translation>
    </message>
    <message>
        <source>Previous hop</source>
        <translation>上一跳</translation>
    </message>
    <message>
        <source>Play the route</source>
        <translation>播放路由</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Next hop</source>
        <translation>下一跳</translation>
    </message>
    <message>
        <source>Whole route</source>
        <translation>整条路由</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmWorkbench</name>
    <message>
        <source>Drag to divide the page; double-click to let the graph&apos;s size divide it again</source>
        <translation>拖动以划分页面；双击则重新按图的大小划分</translation>
    </message>
</context>
</TS>
