<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutText</name>
    <message>
        <source>POPS Lab %1</source>
        <translation>POPS Lab %1</translation>
    </message>
    <message>
        <source>Explore optical interconnection networks for parallel computers: schedules built from the papers&apos; constructions and checked by a validator.</source>
        <translation>Optische Verbindungsnetze für Parallelrechner erkunden: Ablaufpläne nach den Konstruktionen der Artikel, von einem Validator geprüft.</translation>
    </message>
    <message>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Lizenz: GPL-3.0-or-later.</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Erstellt mit:</translation>
    </message>
</context>
<context>
    <name>AggregatePainter</name>
    <message>
        <source>POPS(%1,%2): %3 processors, too many to draw one by one here. Groups are blocks, filled as far as their processors send (top) or receive (left) in this slot; couplers are cells. View &gt; Draw every processor shows the full figure.</source>
        <translation>POPS(%1,%2): %3 Prozessoren, zu viele, um sie hier einzeln zu zeichnen. Gruppen sind Blöcke, so weit gefüllt, wie ihre Prozessoren in diesem Zeitschlitz senden (oben) oder empfangen (links); Koppler sind Zellen. Ansicht &gt; Jeden Prozessor zeichnen zeigt die ganze Abbildung.</translation>
    </message>
    <message>
        <source>source group j: processors sending</source>
        <translation>Quellgruppe j: sendende Prozessoren</translation>
    </message>
    <message>
        <source>destination group i: processors receiving</source>
        <translation>Zielgruppe i: empfangende Prozessoren</translation>
    </message>
    <message>
        <source>POPS(%1,%2): %3 couplers, too many to draw one by one here. Groups are blocks, filled as far as their processors send (top) or receive (left) in this slot; couplers are cells. View &gt; Draw every processor shows the full figure.</source>
        <translation>POPS(%1,%2): %3 Koppler, zu viele, um sie hier einzeln zu zeichnen. Gruppen sind Blöcke, so weit gefüllt, wie ihre Prozessoren in diesem Zeitschlitz senden (oben) oder empfangen (links); Koppler sind Zellen. Ansicht &gt; Jeden Prozessor zeichnen zeigt die ganze Abbildung.</translation>
    </message>
</context>
<context>
    <name>AnimatedGif</name>
    <message>
        <source>an animation of %1 x %2 pixels is empty</source>
        <translation>eine Animation von %1 x %2 Pixeln ist leer</translation>
    </message>
    <message>
        <source>an animation of %1 x %2 pixels is too large: at most %3 pixels a side</source>
        <translation>eine Animation von %1 x %2 Pixeln ist zu groß: höchstens %3 Pixel je Seite</translation>
    </message>
    <message>
        <source>frame %1 is empty</source>
        <translation>Bild %1 ist leer</translation>
    </message>
    <message>
        <source>frame %1 is %2 x %3 pixels, not %4 x %5 like the animation</source>
        <translation>Bild %1 hat %2 x %3 Pixel, nicht %4 x %5 wie die Animation</translation>
    </message>
    <message>
        <source>not enough memory for frame %1</source>
        <translation>nicht genug Speicher für Bild %1</translation>
    </message>
    <message>
        <source>giflib error %1</source>
        <translation>giflib-Fehler %1</translation>
    </message>
    <message>
        <source>cannot encode %1 as GIF: %2</source>
        <translation>%1 kann nicht als GIF kodiert werden: %2</translation>
    </message>
    <message>
        <source>the animation has more than %1 different frames</source>
        <translation>die Animation hat mehr als %1 verschiedene Bilder</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>die Animation hat keine Bilder</translation>
    </message>
    <message>
        <source>not enough memory to choose the colours of %1</source>
        <translation>nicht genug Speicher, um die Farben von %1 zu wählen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the frames of this animation would take more than %1 MB until it is written; choose a smaller width or fewer frames per step</source>
        <translation>die Bilder dieser Animation würden bis zum Schreiben mehr als %1 MB belegen; wählen Sie eine kleinere Breite oder weniger Bilder je Schritt</translation>
    </message>
</context>
<context>
    <name>AnimatedVideo</name>
    <message>
        <source>the video encoder failed: %1</source>
        <translation>Der Video-Encoder ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>a video frame must be 2..%1 px a side, not %2 x %3</source>
        <translation>Ein Videobild muss je Seite 2..%1 px groß sein, nicht %2 x %3</translation>
    </message>
    <message>
        <source>this FFmpeg cannot write %1 video</source>
        <translation>Dieses FFmpeg kann kein %1-Video schreiben</translation>
    </message>
    <message>
        <source>not enough memory for the video encoder</source>
        <translation>nicht genug Speicher für den Video-Encoder</translation>
    </message>
    <message>
        <source>the video encoder %1 did not start: %2</source>
        <translation>Der Video-Encoder %1 ist nicht gestartet: %2</translation>
    </message>
    <message>
        <source>frame %1 is %2 x %3 px, not %4 x %5</source>
        <translation>Bild %1 ist %2 x %3 px groß, nicht %4 x %5</translation>
    </message>
    <message>
        <source>the video has no frame</source>
        <translation>das Video hat kein Bild</translation>
    </message>
</context>
<context>
    <name>BusForm</name>
    <message>
        <source>Permutation, 1D APPB (2.2)</source>
        <translation>Permutation, 1D APPB (2.2)</translation>
    </message>
    <message>
        <source>Permutation, folded bus (2.2)</source>
        <translation>Permutation, gefalteter Bus (2.2)</translation>
    </message>
    <message>
        <source>Broadcast, slot counter (2.1)</source>
        <translation>Rundruf, Zeitschlitzzähler (2.1)</translation>
    </message>
    <message>
        <source>Several messages on one bus (2.1)</source>
        <translation>Mehrere Nachrichten auf einem Bus (2.1)</translation>
    </message>
    <message>
        <source>Broadcast, coincident pulses (2.1)</source>
        <translation>Rundruf, koinzidente Pulse (2.1)</translation>
    </message>
    <message>
        <source>Prefix sum, LARPBS (3.1)</source>
        <translation>Präfixsumme, LARPBS (3.1)</translation>
    </message>
    <message>
        <source>Broadcast, 2D APPB (2.3)</source>
        <translation>Rundruf, 2D APPB (2.3)</translation>
    </message>
    <message>
        <source>ASOS, switch states (3.2)</source>
        <translation>ASOS, Schalterstellungen (3.2)</translation>
    </message>
    <message>
        <source>2DAROB, switch states (3.2)</source>
        <translation>2DAROB, Schalterstellungen (3.2)</translation>
    </message>
</context>
<context>
    <name>BusGridPainter</name>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>cycle 1 along the source&apos;s row bus (the processors it reaches blue), cycle 2 along every column bus (those it reaches green); t = %1</source>
        <translation>Zyklus 1 entlang des Zeilenbusses der Quelle (die erreichten Prozessoren blau), Zyklus 2 entlang jedes Spaltenbusses (die erreichten grün); t = %1</translation>
    </message>
</context>
<context>
    <name>BusRunner</name>
    <message>
        <source>The permutation shift:k needs a whole number k.</source>
        <translation>Die Permutation shift:k braucht eine ganze Zahl k.</translation>
    </message>
    <message>
        <source>The permutation must be list:p0,p1,..., shift:k or random.</source>
        <translation>Die Permutation muss list:p0,p1,..., shift:k oder random sein.</translation>
    </message>
    <message>
        <source>The bits must be list:b0,b1,... or random.</source>
        <translation>Die Bits müssen list:b0,b1,... oder random sein.</translation>
    </message>
    <message>
        <source>The bits must be 0s and 1s.</source>
        <translation>Die Bits müssen Nullen und Einsen sein.</translation>
    </message>
    <message>
        <source>The switches must be processors separated by commas, e.g. 3,6.</source>
        <translation>Die Schalter müssen durch Kommas getrennte Prozessoren sein, z. B. 3,6.</translation>
    </message>
    <message>
        <source>The switches must be processors from 1 to %1.</source>
        <translation>Die Schalter müssen Prozessoren von 1 bis %1 sein.</translation>
    </message>
    <message>
        <source>The permutation lists %1 values; n = %2 needs one per processor (or write random).</source>
        <translation>Die Permutation nennt %1 Werte; n = %2 braucht einen je Prozessor (oder schreiben Sie random).</translation>
    </message>
    <message>
        <source>The permutation must hold each processor number below %1 once.</source>
        <translation>Die Permutation muss jede Prozessornummer unter %1 genau einmal enthalten.</translation>
    </message>
    <message>
        <source>The bits list has %1 entries; n = %2 needs one per processor (or write random).</source>
        <translation>Die Bitliste hat %1 Einträge; n = %2 braucht einen je Prozessor (oder schreiben Sie random).</translation>
    </message>
</context>
<context>
    <name>BusSpaceTimePainter</name>
    <message>
        <source>cycle %1</source>
        <translation>Zyklus %1</translation>
    </message>
    <message>
        <source>+1 slot</source>
        <translation>+1 Zeitschlitz</translation>
    </message>
    <message>
        <source>switch open</source>
        <translation>Schalter offen</translation>
    </message>
    <message>
        <source>no read</source>
        <translation>kein Lesevorgang</translation>
    </message>
    <message>
        <source>wait %1</source>
        <translation>wartet %1</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>hat %1</translation>
    </message>
    <message>
        <source>upper bus</source>
        <translation>oberer Bus</translation>
    </message>
    <message>
        <source>lower bus</source>
        <translation>unterer Bus</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>select</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>time t downwards in clock units (τ = %1 a hop); dot: a read that found its datum, diamond: a coincidence, cross: a faulty read; small dots: where each pulse is at the time shown</source>
        <translation>Zeit t nach unten in Takteinheiten (τ = %1 je Sprung); Punkt: ein Lesevorgang, der sein Datum fand, Raute: eine Koinzidenz, Kreuz: ein fehlerhafter Lesevorgang; kleine Punkte: wo jeder Puls zur gezeigten Zeit ist</translation>
    </message>
    <message>
        <source>upper segment (writes)</source>
        <translation>oberes Segment (schreiben)</translation>
    </message>
    <message>
        <source>lower segment (reads)</source>
        <translation>unteres Segment (lesen)</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>got %1; wait %2</source>
        <translation>hat %1; wartet %2</translation>
    </message>
    <message>
        <source>reads:</source>
        <translation>liest:</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>schreibt</translation>
    </message>
    <message>
        <source>; +1 slot: the delay a b = 1 switches on, left of its processor (none left of processor 0)</source>
        <translation>; +1 Zeitschlitz: die Verzögerung, die ein b = 1 einschaltet, links von ihrem Prozessor (links von Prozessor 0 keine)</translation>
    </message>
</context>
<context>
    <name>BusSwitchPainter</name>
    <message>
        <source>2DAROB, switches set north-south: the columns are the disjoint buses, each a unidirectional chain; framed: the bus leaders</source>
        <translation>2DAROB, Schalter nord-süd gestellt: die Spalten sind die disjunkten Busse, jeder eine gerichtete Kette; umrahmt: der erste Prozessor jedes Busses</translation>
    </message>
    <message>
        <source>2DAROB, switches set east-west: the rows are the disjoint buses, each a unidirectional chain; framed: the bus leaders</source>
        <translation>2DAROB, Schalter ost-west gestellt: die Zeilen sind die disjunkten Busse, jeder eine gerichtete Kette; umrahmt: der erste Prozessor jedes Busses</translation>
    </message>
    <message>
        <source>Paper 001 describes these models in words only; POPS Lab draws their switch states and claims no timing.</source>
        <translation>Artikel 001 beschreibt diese Modelle nur in Worten; POPS Lab zeichnet ihre Schalterstellungen und behauptet kein Zeitverhalten.</translation>
    </message>
    <message>
        <source>circle at a processor&apos;s lower left: its switch, × cross, = straight</source>
        <translation>Kreis links unter einem Prozessor: sein Schalter, × gekreuzt, = gerade</translation>
    </message>
    <message>
        <source>ASOS, all switches crossed: messages move from the row buses onto the column buses (read on their right segment)</source>
        <translation>ASOS, alle Schalter gekreuzt: Nachrichten wechseln von den Zeilenbussen auf die Spaltenbusse (gelesen auf deren rechtem Segment)</translation>
    </message>
    <message>
        <source>ASOS, all switches straight: messages move along the folded row buses (written on the upper segment, read on the lower)</source>
        <translation>ASOS, alle Schalter gerade: Nachrichten laufen entlang der gefalteten Zeilenbusse (geschrieben auf dem oberen Segment, gelesen auf dem unteren)</translation>
    </message>
</context>
<context>
    <name>BusWorkbench</name>
    <message>
        <source>Optical bus (paper 001)</source>
        <translation>Optischer Bus (Artikel 001)</translation>
    </message>
    <message>
        <source>Bus plots</source>
        <translation>Bus-Diagramme</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pipelined and reconfigurable optical buses&lt;/h3&gt;&lt;p&gt;Paper 001, sections 2 and 3 (Sahni). Light travels down a waveguide with a predictable delay, so several messages can be on one bus at once, one behind the other: any permutation fits in one bus cycle on the 1D APPB or the folded bus, where an electronic bus carries one datum a cycle.&lt;/p&gt;&lt;p&gt;The space-time diagram shows processors across and clock units downwards: every pulse a line, diagonal while it travels, a vertical step where a delay loop holds it. Each read is checked by the simulator: a dot when exactly the right message was under the reader, a cross when not. Step through the run one clock unit at a time and watch each reader&apos;s wait count down.&lt;/p&gt;&lt;p&gt;The coincident pulse method reads where a reference and a select pulse meet; the LARPBS prefix sum delays the select pulse one slot at every 1 bit, so the slot of the coincidence is the sum. Open switches split the bus into segments that sum on their own. See the user guide&apos;s errata (F1) for where the text&apos;s timing needed a correction.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Optische Busse mit Pipelining und Rekonfiguration&lt;/h3&gt;&lt;p&gt;Artikel 001, Abschnitte 2 und 3 (Sahni). Licht läuft mit vorhersagbarer Verzögerung durch einen Wellenleiter, daher können mehrere Nachrichten gleichzeitig auf einem Bus sein, eine hinter der anderen: Jede Permutation passt in einen Buszyklus auf dem 1D APPB oder dem gefalteten Bus, während ein elektronischer Bus ein Datum pro Zyklus überträgt.&lt;/p&gt;&lt;p&gt;Das Raum-Zeit-Diagramm zeigt die Prozessoren nebeneinander und die Takteinheiten nach unten: jeder Puls eine Linie, diagonal, während er läuft, ein senkrechtes Stück, wo eine Verzögerungsschleife ihn aufhält. Jeder Lesevorgang wird vom Simulator geprüft: ein Punkt, wenn genau die richtige Nachricht beim Leser war, ein Kreuz, wenn nicht. Gehen Sie den Lauf Takteinheit für Takteinheit durch und beobachten Sie, wie die Wartezeit jedes Lesers herunterzählt.&lt;/p&gt;&lt;p&gt;Die Methode der koinzidenten Pulse liest dort, wo sich ein Referenzpuls und ein Auswahlpuls treffen; die LARPBS-Präfixsumme verzögert den Auswahlpuls bei jedem 1-Bit um einen Zeitschlitz, sodass der Zeitschlitz der Koinzidenz die Summe ist. Offene Schalter teilen den Bus in Segmente, die für sich summieren. In den Errata des Benutzerhandbuchs (F1) steht, wo das Zeitverhalten des Textes korrigiert werden musste.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CouplerMatrixPainter</name>
    <message>
        <source>source group j</source>
        <translation>Quellgruppe j</translation>
    </message>
    <message>
        <source>destination group i</source>
        <translation>Zielgruppe i</translation>
    </message>
    <message>
        <source>%1 procs</source>
        <translation>%1 Proz.</translation>
    </message>
</context>
<context>
    <name>ExerciseEdits</name>
    <message>
        <source>take %1 out</source>
        <translation>%1 herausnehmen</translation>
    </message>
    <message>
        <source>place %1 in slot %2</source>
        <translation>%1 in Zeitschlitz %2 legen</translation>
    </message>
</context>
<context>
    <name>ExportPath</name>
    <message>
        <source>TikZ picture for LaTeX (*.tex)</source>
        <translation>TikZ-Bild für LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>pgfplots axis for LaTeX (*.tex)</source>
        <translation>pgfplots-Achse für LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>LaTeX: TikZ figure or pgfplots plot (*.tex)</source>
        <translation>LaTeX: TikZ-Abbildung oder pgfplots-Diagramm (*.tex)</translation>
    </message>
    <message>
        <source>SVG vector graphics (*.svg)</source>
        <translation>SVG-Vektorgrafik (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>slot %1 of %2</source>
        <translation>Zeitschlitz %1 von %2</translation>
    </message>
    <message>
        <source>Generated by POPS Lab</source>
        <translation>Erzeugt mit POPS Lab</translation>
    </message>
    <message>
        <source>a %1 x %2 pixel image is too large; choose a lower DPI</source>
        <translation>ein Bild mit %1 x %2 Pixeln ist zu groß; wählen Sie weniger DPI</translation>
    </message>
    <message>
        <source>not enough memory for a %1 x %2 pixel image</source>
        <translation>nicht genug Speicher für ein Bild mit %1 x %2 Pixeln</translation>
    </message>
    <message>
        <source>slot %1 does not exist; the schedule has %2 slots</source>
        <translation>Zeitschlitz %1 gibt es nicht; der Ablaufplan hat %2 Zeitschlitze</translation>
    </message>
    <message>
        <source>POPS(%1,%2) is too large to draw: g = %2 is more than the limit of %3.</source>
        <translation>POPS(%1,%2) ist zu groß zum Zeichnen: g = %2 liegt über der Grenze von %3.</translation>
    </message>
    <message>
        <source>POPS(%1,%2) is too large to draw with every fibre: n g = %3 is more than the limit of %4. The coupler matrix (View menu) shows it.</source>
        <translation>POPS(%1,%2) ist zu groß, um jede Faser zu zeichnen: n g = %3 liegt über der Grenze von %4. Die Kopplermatrix (Menü Ansicht) zeigt es.</translation>
    </message>
    <message>
        <source>a contact sheet of this network shows at most %1 slots; this schedule has %2 (export numbered frames instead)</source>
        <translation>ein Kontaktbogen dieses Netzes zeigt höchstens %1 Zeitschlitze; dieser Ablaufplan hat %2 (exportieren Sie stattdessen nummerierte Einzelbilder)</translation>
    </message>
    <message>
        <source>there is no schedule to animate</source>
        <translation>es gibt keinen Ablaufplan zum Animieren</translation>
    </message>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>das Bild konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <source>the file was not written whole</source>
        <translation>die Datei wurde nicht vollständig geschrieben</translation>
    </message>
    <message>
        <source>unknown figure format &apos;%1&apos;: use .svg, .pdf, .png or .tex (TikZ)</source>
        <translation>unbekanntes Abbildungsformat &apos;%1&apos;: .svg, .pdf, .png oder .tex (TikZ) verwenden</translation>
    </message>
    <message>
        <source>this figure would be %1 MB of TikZ, more than pdfLaTeX holds (%2 MB): export it as PDF and include that with \includegraphics</source>
        <translation>diese Abbildung wäre %1 MB TikZ, mehr als pdfLaTeX fasst (%2 MB): exportieren Sie sie als PDF und binden Sie diese mit \includegraphics ein</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>%1 is a device or socket, not a file</source>
        <translation>%1 ist ein Gerät oder Socket, keine Datei</translation>
    </message>
    <message>
        <source>%1 is larger than the limit of %2 bytes</source>
        <translation>%1 ist größer als die Grenze von %2 Byte</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the output %1 is the input %2 of this command; write to another file</source>
        <translation>die Ausgabe %1 ist die Eingabe %2 dieses Befehls; schreiben Sie in eine andere Datei</translation>
    </message>
    <message>
        <source>an object or array is expected</source>
        <translation>ein Objekt oder Array wird erwartet</translation>
    </message>
    <message>
        <source>the text ends inside an object, array or string</source>
        <translation>der Text endet innerhalb eines Objekts, Arrays oder Strings</translation>
    </message>
    <message>
        <source>a &apos;:&apos; is missing after a name</source>
        <translation>nach einem Namen fehlt ein »:«</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing between values</source>
        <translation>zwischen Werten fehlt ein »,«</translation>
    </message>
    <message>
        <source>this is not a JSON value</source>
        <translation>dies ist kein JSON-Wert</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>der Text endet innerhalb einer Zahl</translation>
    </message>
    <message>
        <source>a number is malformed or out of range</source>
        <translation>eine Zahl ist fehlerhaft oder außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>a string has an unknown escape</source>
        <translation>ein String enthält eine unbekannte Escape-Sequenz</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>der Text ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>the values are nested too deeply</source>
        <translation>die Werte sind zu tief verschachtelt</translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation>das Dokument ist zu groß</translation>
    </message>
    <message>
        <source>more text follows the document</source>
        <translation>auf das Dokument folgt weiterer Text</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>ungültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>the file was not written whole</source>
        <translation>die Datei wurde nicht vollständig geschrieben</translation>
    </message>
</context>
<context>
    <name>FormInput</name>
    <message>
        <source>From %L1 to %L2</source>
        <translation>Von %L1 bis %L2</translation>
    </message>
</context>
<context>
    <name>ItemName</name>
    <message>
        <source>items %1–%2 combined</source>
        <translation>Daten %1–%2 verknüpft</translation>
    </message>
    <message>
        <source>%1–%2 combined</source>
        <translation>%1–%2 verknüpft</translation>
    </message>
    <message numerus="yes">
        <source>%Ln items combined</source>
        <translation>
            <numerusform>%Ln Datum verknüpft</numerusform>
            <numerusform>%Ln Daten verknüpft</numerusform>
        </translation>
    </message>
    <message>
        <source>item %1 [%2 values]</source>
        <translation>Datum %1 [%2 Werte]</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>Datum %1</translation>
    </message>
    <message>
        <source>%1 [%2 values]</source>
        <translation>%1 [%2 Werte]</translation>
    </message>
</context>
<context>
    <name>LessonHandout</name>
    <message>
        <source>%1 – scene %2 of %3</source>
        <translation>%1 – Szene %2 von %3</translation>
    </message>
    <message>
        <source>could not draw the handout %1</source>
        <translation>das Handout %1 konnte nicht gezeichnet werden</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>%1: the page would pass %2 MiB at scene %3; export fewer or smaller scenes</source>
        <translation>%1: die Seite würde bei Szene %3 %2 MiB überschreiten; exportieren Sie weniger oder kleinere Szenen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Previous scene (Page Up)</source>
        <translation>Vorige Szene (Bild auf)</translation>
    </message>
    <message>
        <source>Previous step (Left)</source>
        <translation>Voriger Schritt (Pfeil links)</translation>
    </message>
    <message>
        <source>Next step (Right, Space)</source>
        <translation>Nächster Schritt (Pfeil rechts, Leertaste)</translation>
    </message>
    <message>
        <source>Next scene (Page Down)</source>
        <translation>Nächste Szene (Bild ab)</translation>
    </message>
    <message>
        <source>Show or hide the notes (N)</source>
        <translation>Notizen zeigen oder verbergen (N)</translation>
    </message>
</context>
<context>
    <name>NetworkPainter</name>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>couplers to group %1</source>
        <translation>Koppler zu Gruppe %1</translation>
    </message>
    <message>
        <source>coupler in use</source>
        <translation>belegter Koppler</translation>
    </message>
    <message>
        <source>coupler conflict</source>
        <translation>Kopplerkonflikt</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>clashing message</source>
        <translation>kollidierende Nachricht</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 Daten</translation>
    </message>
    <message>
        <source>value after the slot</source>
        <translation>Wert nach dem Zeitschlitz</translation>
    </message>
    <message>
        <source>final value right</source>
        <translation>Endwert richtig</translation>
    </message>
    <message>
        <source>final value wrong</source>
        <translation>Endwert falsch</translation>
    </message>
    <message>
        <source>items a processor holds when the slot starts</source>
        <translation>Daten, die ein Prozessor zu Beginn des Zeitschlitzes hält</translation>
    </message>
</context>
<context>
    <name>OknPainter</name>
    <message>
        <source>node the message has reached</source>
        <translation>Knoten mit der Nachricht</translation>
    </message>
    <message>
        <source>node not reached yet</source>
        <translation>noch nicht erreichter Knoten</translation>
    </message>
    <message>
        <source>transmit port held by a link (k per node)</source>
        <translation>belegter Sendeport (k je Knoten)</translation>
    </message>
    <message>
        <source>message in flight</source>
        <translation>Nachricht unterwegs</translation>
    </message>
    <message>
        <source>link being configured (the delay)</source>
        <translation>Verbindung im Aufbau (Verzögerung)</translation>
    </message>
    <message>
        <source>link up</source>
        <translation>Verbindung steht</translation>
    </message>
    <message>
        <source>tree links not up at this time</source>
        <translation>Baumkanten, deren Verbindung jetzt nicht steht</translation>
    </message>
    <message>
        <source>node that has every message meant for it</source>
        <translation>Knoten, der jede für ihn bestimmte Nachricht hat</translation>
    </message>
    <message>
        <source>node still waiting for messages</source>
        <translation>Knoten, der noch auf Nachrichten wartet</translation>
    </message>
    <message>
        <source>free transmit port</source>
        <translation>freier Sendeport</translation>
    </message>
    <message>
        <source>Ports and messages in flight are too small to draw at this size.</source>
        <translation>Sendeports und Nachrichten unterwegs sind in dieser Größe zu klein zum Zeichnen.</translation>
    </message>
    <message>
        <source>OK_N, N = %L1, k = %L2, delay = %L3; time %L4</source>
        <translation>OK_N, N = %L1, k = %L2, Verzögerung = %L3; Zeit %L4</translation>
    </message>
</context>
<context>
    <name>OknWorkbench</name>
    <message>
        <source>OK_N (paper 003)</source>
        <translation>OK_N (Artikel 003)</translation>
    </message>
    <message>
        <source>Save trace as &amp;JSON...</source>
        <translation>Ablauf als &amp;JSON speichern...</translation>
    </message>
    <message>
        <source>there is no simulated run with a trace to save</source>
        <translation>es gibt keinen simulierten Lauf mit einem Ablauf zum Speichern</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: %2&lt;/h3&gt;&lt;p&gt;Paper 003, %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Completion time:&lt;/b&gt; %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1: %2&lt;/h3&gt;&lt;p&gt;Artikel 003, %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fertigstellungszeit:&lt;/b&gt; %4&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OtisPainter</name>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>i j k l of the 4D mesh</source>
        <translation>i j k l des 4D-Gitters</translation>
    </message>
    <message>
        <source>(G, P)</source>
        <translation>(G, P)</translation>
    </message>
    <message>
        <source>%1, N = %2: dashed curves are the optical transpose links (G, P) ↔ (P, G); labels %3</source>
        <translation>%1, N = %2: gestrichelte Kurven sind die optischen Transpositionsverbindungen (G, P) ↔ (P, G); Beschriftung %3</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>%1, N = %2: %3 groups of %2 processors; an optical link joins (G, P) and (P, G) (not drawn); point at a processor for its label</source>
        <translation>%1, N = %2: %3 Gruppen zu je %2 Prozessoren; eine optische Verbindung koppelt (G, P) mit (P, G) (nicht gezeichnet); zeigen Sie auf einen Prozessor, um seine Bezeichnung zu sehen</translation>
    </message>
    <message>
        <source>k l of the 4D mesh in a cell, i j in its group&apos;s title</source>
        <translation>k l des 4D-Gitters in der Zelle, i j im Titel ihrer Gruppe</translation>
    </message>
    <message>
        <source>P in a cell, G in its group&apos;s title</source>
        <translation>P in der Zelle, G im Titel ihrer Gruppe</translation>
    </message>
    <message>
        <source>OTIS-Hypercube</source>
        <translation>OTIS-Hyperwürfel</translation>
    </message>
    <message>
        <source>move %1: no step, every datum is where it goes</source>
        <translation>Zug %1: kein Schritt, jedes Datum ist schon am Ziel</translation>
    </message>
    <message numerus="yes">
        <source>move %1, %Ln step(s): before the first</source>
        <translation>
            <numerusform>Zug %1, %Ln Schritt: vor dem ersten</numerusform>
            <numerusform>Zug %1, %Ln Schritte: vor dem ersten</numerusform>
        </translation>
    </message>
    <message>
        <source>move %1: step %2 of %3</source>
        <translation>Zug %1: Schritt %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>route: %Ln hop(s) (grey band, its ends framed)</source>
        <translation>
            <numerusform>Route: %Ln Sprung (graues Band, Enden umrahmt)</numerusform>
            <numerusform>Route: %Ln Sprünge (graues Band, Enden umrahmt)</numerusform>
        </translation>
    </message>
    <message>
        <source>i j = %1 %2</source>
        <translation>i j = %1 %2</translation>
    </message>
    <message>
        <source>route: from a processor to itself, no hop (framed)</source>
        <translation>Route: von einem Prozessor zu sich selbst, kein Sprung (umrahmt)</translation>
    </message>
    <message>
        <source>%1; so far OTIS steps %2, electronic steps %3; a processor&apos;s colour: where its datum started (uncoloured: it holds none)</source>
        <translation>%1; bisher OTIS-Schritte %2, elektronische Schritte %3; Farbe eines Prozessors: wo sein Datum begann (ungefärbt: er hält keines)</translation>
    </message>
    <message>
        <source>%1; so far OTIS steps %2, electronic steps %3; a processor&apos;s colour: where its datum started (uncoloured: it holds none), arrows: the step&apos;s moves</source>
        <translation>%1; bisher OTIS-Schritte %2, elektronische Schritte %3; Farbe eines Prozessors: wo sein Datum begann (ungefärbt: er hält keines), Pfeile: die Züge des Schritts</translation>
    </message>
    <message>
        <source>inside a group the hypercube&apos;s links join cells whose numbers differ in one bit (faint, bowed)</source>
        <translation>in einer Gruppe verbinden die Verbindungen des Hyperwürfels Zellen, deren Nummern sich in einem Bit unterscheiden (blass, gebogen)</translation>
    </message>
    <message>
        <source>no links inside a group</source>
        <translation>keine Verbindungen innerhalb einer Gruppe</translation>
    </message>
    <message>
        <source>no route from (%1) to (%2) (framed): with no links inside the groups, (G, P) reaches only (P, G)</source>
        <translation>keine Route von (%1) nach (%2) (umrahmt): ohne Verbindungen innerhalb der Gruppen erreicht (G, P) nur (P, G)</translation>
    </message>
    <message numerus="yes">
        <source>route: %Ln hop(s) (a cased line, its ends framed)</source>
        <translation>
            <numerusform>Route: %Ln Sprung (umrandete Linie, Enden umrahmt)</numerusform>
            <numerusform>Route: %Ln Sprünge (umrandete Linie, Enden umrahmt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OtisWorkbench</name>
    <message>
        <source>OTIS (paper 001)</source>
        <translation>OTIS (Artikel 001)</translation>
    </message>
    <message>
        <source>OTIS plots</source>
        <translation>OTIS-Diagramme</translation>
    </message>
    <message>
        <source>&lt;h3&gt;OTIS and the OTIS-Mesh&lt;/h3&gt;&lt;p&gt;Paper 001, section 5 (Sahni). N groups of N processors: processor P of group G, written (G, P), has an optical transpose link to (P, G); inside each group an electronic mesh (OTIS-Mesh) or hypercube, or none (the plain OTIS of Fig. 13, not connected). Complexity counts optical (OTIS) and electronic steps.&lt;/p&gt;&lt;p&gt;The OTIS-Mesh simulates a 4D mesh: processor (i, j, k, l) sits on (i m + j, k m + l). A move along k or l is one electronic step; along i or j an OTIS step, an electronic step and an OTIS step. Step through a move: every datum is drawn in its origin&apos;s colour, and the validator checks the whole move as a schedule. Click two processors to see a shortest route.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OTIS und das OTIS-Mesh&lt;/h3&gt;&lt;p&gt;Artikel 001, Abschnitt 5 (Sahni). N Gruppen zu je N Prozessoren: Prozessor P der Gruppe G, geschrieben (G, P), hat eine optische Transpositionsverbindung zu (P, G); innerhalb jeder Gruppe ein elektronisches Gitter (OTIS-Mesh) oder ein Hyperwürfel, oder keines (das einfache OTIS der Abb. 13, nicht zusammenhängend). Gezählt werden optische (OTIS-) und elektronische Schritte.&lt;/p&gt;&lt;p&gt;Das OTIS-Mesh simuliert ein 4D-Gitter: Prozessor (i, j, k, l) liegt auf (i m + j, k m + l). Ein Zug entlang k oder l ist ein elektronischer Schritt; entlang i oder j ein OTIS-Schritt, ein elektronischer Schritt und ein OTIS-Schritt. Gehen Sie einen Zug Schritt für Schritt durch: jedes Datum erscheint in der Farbe seiner Herkunft, und der Validator prüft den ganzen Zug als Ablaufplan. Klicken Sie zwei Prozessoren an, um eine kürzeste Route zu sehen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Plots</name>
    <message>
        <source>lower bound</source>
        <translation>untere Schranke</translation>
    </message>
    <message>
        <source>%1: paper&apos;s formula</source>
        <translation>%1: Formel des Artikels</translation>
    </message>
    <message>
        <source>d (processors per group), %1 = %2</source>
        <translation>d (Prozessoren je Gruppe), %1 = %2</translation>
    </message>
    <message>
        <source>g (groups), %1 = %2</source>
        <translation>g (Gruppen), %1 = %2</translation>
    </message>
    <message>
        <source>sequence length (slots)</source>
        <translation>Sequenzlänge (Zeitschlitze)</translation>
    </message>
    <message>
        <source>coupler utilisation</source>
        <translation>Kopplerauslastung</translation>
    </message>
    <message>
        <source>current slot</source>
        <translation>aktueller Zeitschlitz</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>Zeitschlitz</translation>
    </message>
    <message>
        <source>couplers used (%)</source>
        <translation>belegte Koppler (%)</translation>
    </message>
    <message>
        <source>Mean utilisation %1%</source>
        <translation>Mittlere Auslastung %1 %</translation>
    </message>
    <message>
        <source>POPS Lab plot</source>
        <translation>POPS-Lab-Diagramm</translation>
    </message>
    <message>
        <source>n (processors), %1 = %2</source>
        <translation>n (Prozessoren), %1 = %2</translation>
    </message>
    <message>
        <source>completion time (message units)</source>
        <translation>Fertigstellungszeit (Nachrichteneinheiten)</translation>
    </message>
    <message>
        <source>%1 (circles: the paper&apos;s formula)</source>
        <translation>%1 (Kreise: Formel des Artikels)</translation>
    </message>
    <message>
        <source>not enough memory for the image of %1</source>
        <translation>nicht genug Speicher für das Bild von %1</translation>
    </message>
    <message>
        <source>POPS(%1,%2) shown</source>
        <translation>POPS(%1,%2) angezeigt</translation>
    </message>
    <message>
        <source>unknown plot format &apos;%1&apos;: use .svg, .pdf, .png or .tex (pgfplots)</source>
        <translation>unbekanntes Diagrammformat &apos;%1&apos;: .svg, .pdf, .png oder .tex (pgfplots) verwenden</translation>
    </message>
    <message>
        <source>the file was not written whole</source>
        <translation>die Datei wurde nicht vollständig geschrieben</translation>
    </message>
    <message>
        <source>%1
(on the points of %2)</source>
        <translation>%1
(liegt auf %2)</translation>
    </message>
    <message>
        <source>%1: no point (its conditions hold at no value here)</source>
        <translation>%1: kein Punkt (seine Bedingungen gelten hier für keinen Wert)</translation>
    </message>
    <message>
        <source>%1, %2 = %L3</source>
        <translation>%1, %2 = %L3</translation>
    </message>
</context>
<context>
    <name>PopsWorkbench</name>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Save schedule as &amp;JSON...</source>
        <translation>Ablaufplan als &amp;JSON speichern...</translation>
    </message>
    <message>
        <source>there is no schedule to save</source>
        <translation>es gibt keinen Ablaufplan zum Speichern</translation>
    </message>
    <message>
        <source>any d and g</source>
        <translation>beliebige d und g</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Beyond the papers: an addition of POPS Lab&apos;s own.</source>
        <translation>Über die Artikel hinaus: eine Ergänzung von POPS Lab.</translation>
    </message>
    <message>
        <source>Paper %1, %2.</source>
        <translation>Artikel %1, %2.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: %2&lt;/h3&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sequence length:&lt;/b&gt; %6&lt;br&gt;&lt;b&gt;Lower bound:&lt;/b&gt; %7&lt;br&gt;&lt;b&gt;Conditions:&lt;/b&gt; %8&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1: %2&lt;/h3&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;%4&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sequenzlänge:&lt;/b&gt; %6&lt;br&gt;&lt;b&gt;Untere Schranke:&lt;/b&gt; %7&lt;br&gt;&lt;b&gt;Bedingungen:&lt;/b&gt; %8&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Logical structure</source>
        <translation>Logische Struktur</translation>
    </message>
</context>
<context>
    <name>Registry</name>
    <message>
        <source>All-to-all personalized</source>
        <translation>Alle-an-alle (personalisiert)</translation>
    </message>
    <message>
        <source>Global reduction</source>
        <translation>Globale Reduktion</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Torus</translation>
    </message>
    <message>
        <source>One-to-all broadcast</source>
        <translation>Rundruf von einem an alle</translation>
    </message>
    <message>
        <source>All-to-all broadcast</source>
        <translation>Rundruf von allen an alle</translation>
    </message>
    <message>
        <source>Permutation routing</source>
        <translation>Permutationsrouting</translation>
    </message>
    <message>
        <source>Phased (optimal)</source>
        <translation>In Phasen (optimal)</translation>
    </message>
    <message>
        <source>Generic single-hop scheduler</source>
        <translation>Allgemeiner Planer mit einem Sprung</translation>
    </message>
    <message>
        <source>Natural reduction</source>
        <translation>Natürliche Reduktion</translation>
    </message>
    <message>
        <source>Optimal reduction</source>
        <translation>Optimale Reduktion</translation>
    </message>
    <message>
        <source>Natural embedding</source>
        <translation>Natürliche Einbettung</translation>
    </message>
    <message>
        <source>Alternating-pair embedding</source>
        <translation>Einbettung mit alternierenden Paaren</translation>
    </message>
    <message>
        <source>Alternating-pair embedding (ring&apos;s)</source>
        <translation>Alternierende Paare (wie beim Ring)</translation>
    </message>
    <message>
        <source>Alternating-pair with row rotation</source>
        <translation>Alternierende Paare mit Zeilenrotation</translation>
    </message>
    <message>
        <source>Single-slot broadcast</source>
        <translation>Rundruf in einem Zeitschlitz</translation>
    </message>
    <message>
        <source>Sequential broadcasts</source>
        <translation>Rundrufe nacheinander</translation>
    </message>
    <message>
        <source>Multiple receive (g reads per slot)</source>
        <translation>Mehrfachempfang (g Empfänge je Zeitschlitz)</translation>
    </message>
    <message>
        <source>n and d are powers of two</source>
        <translation>n und d sind Zweierpotenzen</translation>
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
        <translation>n ist eine Quadratzahl von mindestens 4 (der Torus hat sqrt(n) x sqrt(n) Knoten)</translation>
    </message>
    <message>
        <source>uni: to the next node; bi: to both neighbours</source>
        <translation>uni: zum nächsten Knoten; bi: zu beiden Nachbarn</translation>
    </message>
    <message>
        <source>uni: right and down; bi: all four neighbours</source>
        <translation>uni: nach rechts und unten; bi: zu allen vier Nachbarn</translation>
    </message>
    <message>
        <source>the broadcasting processor, 0..n-1</source>
        <translation>der Prozessor, der den Rundruf sendet, 0..n-1</translation>
    </message>
    <message>
        <source>random, shift:k or list:p0,p1,... (pi as a list)</source>
        <translation>random, shift:k oder list:p0,p1,... (pi als Liste)</translation>
    </message>
    <message>
        <source>seed of the random permutation</source>
        <translation>Startwert der Zufallspermutation</translation>
    </message>
    <message>
        <source>Every processor sends a distinct message to every processor (n^2 messages, each processor&apos;s message to itself included).</source>
        <translation>Jeder Prozessor sendet jedem Prozessor eine eigene Nachricht (n^2 Nachrichten, die an sich selbst eingeschlossen).</translation>
    </message>
    <message>
        <source>section 4, Fig. 3</source>
        <translation>Abschnitt 4, Abb. 3</translation>
    </message>
    <message>
        <source>max(n^2/g^2, n) = max(d^2, n)</source>
        <translation>max(n^2/g^2, n) = max(d^2, n)</translation>
    </message>
    <message>
        <source>Theorem 1, Fig. 3</source>
        <translation>Satz 1, Abb. 3</translation>
    </message>
    <message>
        <source>d^2</source>
        <translation>d^2</translation>
    </message>
    <message>
        <source>(n/c)^2 phases, one per pair of node subsets N_i, each sent in g^2 slots that use every coupler.</source>
        <translation>(n/c)^2 Phasen, eine je Paar von Knotenmengen N_i, jede in g^2 Zeitschlitzen, die alle Koppler nutzen.</translation>
    </message>
    <message>
        <source>sections 3-4 (Lemmas 1-3)</source>
        <translation>Abschnitte 3-4 (Lemmata 1-3)</translation>
    </message>
    <message>
        <source>none in the paper</source>
        <translation>keine im Artikel</translation>
    </message>
    <message>
        <source>n permutation phases spread evenly over the couplers, each scheduled by the generic scheduler: n ceil(d/g) slots.</source>
        <translation>n Permutationsphasen, gleichmäßig auf die Koppler verteilt und jeweils vom allgemeinen Planer eingeteilt: n ceil(d/g) Zeitschlitze.</translation>
    </message>
    <message>
        <source>The n inputs are combined (e.g. summed) into one result at processor 0.</source>
        <translation>Die n Eingaben werden zu einem Ergebnis bei Prozessor 0 verknüpft (z. B. summiert).</translation>
    </message>
    <message>
        <source>section 5, Fig. 4</source>
        <translation>Abschnitt 5, Abb. 4</translation>
    </message>
    <message>
        <source>ceil(log2 n)</source>
        <translation>ceil(log2 n)</translation>
    </message>
    <message>
        <source>Theorem 2, Fig. 4a</source>
        <translation>Satz 2, Abb. 4a</translation>
    </message>
    <message>
        <source>d - 1 + log2 g (n and d powers of two)</source>
        <translation>d - 1 + log2 g (n und d Zweierpotenzen)</translation>
    </message>
    <message>
        <source>Binary tree on processor numbers: the first log2 d phases stay inside the groups and queue on one coupler each.</source>
        <translation>Binärbaum über den Prozessornummern: Die ersten log2 d Phasen bleiben in den Gruppen und stauen sich auf je einem Koppler.</translation>
    </message>
    <message>
        <source>Theorem 3, Fig. 4b, and its d &gt; sqrt(2n) extension</source>
        <translation>Satz 3, Abb. 4b, und seine Erweiterung für d &gt; sqrt(2n)</translation>
    </message>
    <message>
        <source>log2 n for d &lt;= sqrt(2n); log2 n + 2(b-1) - log2 b for d = sqrt(2bn)</source>
        <translation>log2 n für d &lt;= sqrt(2n); log2 n + 2(b-1) - log2 b für d = sqrt(2bn)</translation>
    </message>
    <message>
        <source>Halve each group log2 d times, sending the upper half to lower halves of other groups so every message has its own coupler.</source>
        <translation>Jede Gruppe log2 d Mal halbieren und die obere Hälfte an untere Hälften anderer Gruppen senden, sodass jede Nachricht ihren eigenen Koppler hat.</translation>
    </message>
    <message>
        <source>Every node of an n-node ring sends one message to the next node (and to the previous one when bidirectional).</source>
        <translation>Jeder Knoten eines Rings aus n Knoten sendet eine Nachricht an den nächsten Knoten (bidirektional auch an den vorherigen).</translation>
    </message>
    <message>
        <source>section 6, Figs. 5-7</source>
        <translation>Abschnitt 6, Abb. 5-7</translation>
    </message>
    <message>
        <source>max(1, ceil(n/g^2)) per direction</source>
        <translation>max(1, ceil(n/g^2)) je Richtung</translation>
    </message>
    <message>
        <source>Lemma 6</source>
        <translation>Lemma 6</translation>
    </message>
    <message>
        <source>d-1 (2d-2 bidirectional), for d &gt;= 2 and g &gt;= 2</source>
        <translation>d-1 (bidirektional 2d-2), für d &gt;= 2 und g &gt;= 2</translation>
    </message>
    <message>
        <source>mu(k) = k: each group holds d consecutive ring nodes, so d-1 of its d messages share the group&apos;s own coupler.</source>
        <translation>mu(k) = k: Jede Gruppe enthält d aufeinanderfolgende Ringknoten, daher teilen sich d-1 ihrer d Nachrichten den gruppeneigenen Koppler.</translation>
    </message>
    <message>
        <source>Theorem 4, Figs. 5-7</source>
        <translation>Satz 4, Abb. 5-7</translation>
    </message>
    <message>
        <source>d^2/n, or 1 when d &lt;= sqrt(n) (doubled bidirectional)</source>
        <translation>d^2/n, oder 1 für d &lt;= sqrt(n) (bidirektional doppelt)</translation>
    </message>
    <message>
        <source>Sections of g^2 nodes in subsections of 2g; in subsection J group numbers grow alternately by 2J and 2J+1, so each slot uses every coupler once.</source>
        <translation>Abschnitte aus g^2 Knoten in Unterabschnitten zu 2g; im Unterabschnitt J wachsen die Gruppennummern abwechselnd um 2J und 2J+1, sodass jeder Zeitschlitz jeden Koppler einmal nutzt.</translation>
    </message>
    <message>
        <source>Every node of a sqrt(n) x sqrt(n) torus sends to its right and lower neighbours (to all four when bidirectional), with wrap-around.</source>
        <translation>Jeder Knoten eines Torus aus sqrt(n) x sqrt(n) Knoten sendet an den rechten und unteren Nachbarn (bidirektional an alle vier), mit Umlauf.</translation>
    </message>
    <message>
        <source>section 7, Figs. 8-10</source>
        <translation>Abschnitt 7, Abb. 8-10</translation>
    </message>
    <message>
        <source>Fig. 8a</source>
        <translation>Abb. 8a</translation>
    </message>
    <message>
        <source>none in the paper (Fig. 8a: 8 + 4 slots for n = 16, d = 8)</source>
        <translation>keine im Artikel (Abb. 8a: 8 + 4 Zeitschlitze für n = 16, d = 8)</translation>
    </message>
    <message>
        <source>mu(u) = u: whole rows share a group, so row messages crowd the groups&apos; own couplers.</source>
        <translation>mu(u) = u: Ganze Zeilen teilen sich eine Gruppe, daher drängen sich die Zeilennachrichten auf den gruppeneigenen Kopplern.</translation>
    </message>
    <message>
        <source>Fig. 8b</source>
        <translation>Abb. 8b</translation>
    </message>
    <message>
        <source>none in the paper (Fig. 8b: 4 + 8 slots for n = 16, d = 8)</source>
        <translation>keine im Artikel (Abb. 8b: 4 + 8 Zeitschlitze für n = 16, d = 8)</translation>
    </message>
    <message>
        <source>The ring&apos;s alternating-pair embedding applied to the torus nodes in row order: rows are optimal, columns are not.</source>
        <translation>Die Einbettung des Rings mit alternierenden Paaren, zeilenweise auf die Torusknoten angewandt: Zeilen sind optimal, Spalten nicht.</translation>
    </message>
    <message>
        <source>Theorem 5, Figs. 8c, 9, 10</source>
        <translation>Satz 5, Abb. 8c, 9, 10</translation>
    </message>
    <message>
        <source>2d^2/n (4d^2/n bidirectional)</source>
        <translation>2d^2/n (bidirektional 4d^2/n)</translation>
    </message>
    <message>
        <source>The ring&apos;s assignment with row r rotated r places to the left, so column messages use every coupler once per slot too.</source>
        <translation>Die Zuordnung des Rings, Zeile r um r Stellen nach links rotiert, sodass auch Spaltennachrichten jeden Koppler einmal je Zeitschlitz nutzen.</translation>
    </message>
    <message>
        <source>The root&apos;s item reaches every other processor.</source>
        <translation>Das Datum der Wurzel erreicht jeden anderen Prozessor.</translation>
    </message>
    <message>
        <source>section 4.1</source>
        <translation>Abschnitt 4.1</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>The root sends on all g transmitters in one slot; every coupler c(*, group(root)) passes the item to its whole destination group.</source>
        <translation>Die Wurzel sendet in einem Zeitschlitz über alle g Sender; jeder Koppler c(*, group(root)) reicht das Datum an seine ganze Zielgruppe weiter.</translation>
    </message>
    <message>
        <source>Every processor&apos;s item reaches every other processor.</source>
        <translation>Das Datum jedes Prozessors erreicht jeden anderen Prozessor.</translation>
    </message>
    <message>
        <source>n - 1 reads per processor, one per slot (n when g = 1)</source>
        <translation>n - 1 Empfänge je Prozessor, einer je Zeitschlitz (n für g = 1)</translation>
    </message>
    <message>
        <source>n (one broadcast per slot)</source>
        <translation>n (ein Rundruf je Zeitschlitz)</translation>
    </message>
    <message>
        <source>Processor t broadcasts in slot t.</source>
        <translation>Prozessor t sendet im Zeitschlitz t einen Rundruf.</translation>
    </message>
    <message>
        <source>section 4.1 (after Melhem et al.)</source>
        <translation>Abschnitt 4.1 (nach Melhem u. a.)</translation>
    </message>
    <message>
        <source>d (paper 001 says 1; see errata)</source>
        <translation>d (Artikel 001 sagt 1; siehe Errata)</translation>
    </message>
    <message>
        <source>With receivesPerSlot = g, processor k of every group broadcasts in slot k. A coupler still carries one item per slot, and c(i,j) must carry all d items of group j, so this takes d slots, not the 1 the survey states.</source>
        <translation>Mit receivesPerSlot = g sendet Prozessor k jeder Gruppe im Zeitschlitz k einen Rundruf. Ein Koppler trägt weiterhin ein Datum je Zeitschlitz, und c(i,j) muss alle d Daten der Gruppe j tragen; das braucht also d Zeitschlitze, nicht den einen, den der Überblicksartikel nennt.</translation>
    </message>
    <message>
        <source>max(d, ceil((n-1)/g)): c(i,j) carries the d items of group j</source>
        <translation>max(d, ceil((n-1)/g)): c(i,j) trägt die d Daten der Gruppe j</translation>
    </message>
    <message>
        <source>Processor x sends one message to pi(x).</source>
        <translation>Prozessor x sendet eine Nachricht an pi(x).</translation>
    </message>
    <message>
        <source>section 3</source>
        <translation>Abschnitt 3</translation>
    </message>
    <message>
        <source>the largest number of messages sharing one coupler</source>
        <translation>die größte Zahl von Nachrichten, die sich einen Koppler teilen</translation>
    </message>
    <message>
        <source>section 3 (Lemmas 1-3)</source>
        <translation>Abschnitt 3 (Lemmata 1-3)</translation>
    </message>
    <message>
        <source>none in the paper (the largest coupler load)</source>
        <translation>keine im Artikel (die größte Kopplerlast)</translation>
    </message>
    <message>
        <source>Each message takes its unique route; messages sharing a coupler go in successive slots.</source>
        <translation>Jede Nachricht nimmt ihre eindeutige Route; Nachrichten, die sich einen Koppler teilen, gehen in aufeinanderfolgenden Zeitschlitzen.</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>perm</source>
        <translation>Permutation</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Hypercube move</source>
        <translation>Hyperwürfel-Zug</translation>
    </message>
    <message>
        <source>Every processor i sends its datum to i with bit b flipped.</source>
        <translation>Jeder Prozessor i sendet sein Datum an i mit umgekehrtem Bit b.</translation>
    </message>
    <message>
        <source>section 2.1, Theorem 1 (001 section 4.2)</source>
        <translation>Abschnitt 2.1, Satz 1 (001 Abschnitt 4.2)</translation>
    </message>
    <message>
        <source>max(1, ceil(n/g^2))</source>
        <translation>max(1, ceil(n/g^2))</translation>
    </message>
    <message>
        <source>n is a power of two of at least 2 (a hypercube)</source>
        <translation>n ist eine Zweierpotenz von mindestens 2 (ein Hyperwürfel)</translation>
    </message>
    <message>
        <source>bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <source>the hypercube dimension b, 0..log2(n)-1</source>
        <translation>die Hyperwürfel-Dimension b, 0..log2(n)-1</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>random, ramp or list:v0,v1,... (one per datum)</source>
        <translation>random, ramp oder list:v0,v1,... (einer je Datum)</translation>
    </message>
    <message>
        <source>seed of the random values</source>
        <translation>Startwert der Zufallswerte</translation>
    </message>
    <message>
        <source>Two-slot routing</source>
        <translation>Routing in zwei Zeitschlitzen</translation>
    </message>
    <message>
        <source>Theorem 1</source>
        <translation>Satz 1</translation>
    </message>
    <message>
        <source>1 when d = 1, else 2 ceil(d/g)</source>
        <translation>1 für d = 1, sonst 2 ceil(d/g)</translation>
    </message>
    <message>
        <source>Each datum goes to p(i mod g, floor(i/g)) and on to its destination; groups larger than g take ceil(d/g) passes of two slots.</source>
        <translation>Jedes Datum geht an p(i mod g, floor(i/g)) und weiter an sein Ziel; Gruppen größer als g brauchen ceil(d/g) Durchgänge zu zwei Zeitschlitzen.</translation>
    </message>
    <message>
        <source>Each datum takes its unique route; data sharing a coupler go in successive slots.</source>
        <translation>Jedes Datum nimmt seine eindeutige Route; Daten, die sich einen Koppler teilen, gehen in aufeinanderfolgenden Zeitschlitzen.</translation>
    </message>
    <message>
        <source>Mesh move</source>
        <translation>Gitter-Zug</translation>
    </message>
    <message>
        <source>Every processor of an N x N mesh with wraparound sends its datum one step right, left, up or down (mesh (i, j) is processor iN + j).</source>
        <translation>Jeder Prozessor eines N x N-Gitters mit Umlauf sendet sein Datum einen Schritt nach rechts, links, oben oder unten (Gitterpunkt (i, j) ist Prozessor iN + j).</translation>
    </message>
    <message>
        <source>section 2.2, Theorem 2</source>
        <translation>Abschnitt 2.2, Satz 2</translation>
    </message>
    <message>
        <source>n = N^2 with d or g dividing N</source>
        <translation>n = N^2, wobei d oder g N teilt</translation>
    </message>
    <message>
        <source>right, left, up or down</source>
        <translation>right, left, up oder down</translation>
    </message>
    <message>
        <source>Theorem 2</source>
        <translation>Satz 2</translation>
    </message>
    <message>
        <source>Data sum</source>
        <translation>Datensumme</translation>
    </message>
    <message>
        <source>The values of all processors are summed into p(0,0).</source>
        <translation>Die Werte aller Prozessoren werden in p(0,0) summiert.</translation>
    </message>
    <message>
        <source>section 3.1</source>
        <translation>Abschnitt 3.1</translation>
    </message>
    <message>
        <source>Folding data sum</source>
        <translation>Datensumme durch Falten</translation>
    </message>
    <message>
        <source>section 3.1, Figs. 3-4</source>
        <translation>Abschnitt 3.1, Abb. 3-4</translation>
    </message>
    <message>
        <source>log2 n when d &lt;= g; (d/g) 2 log2 g + d/g - 1 when d &gt; g (paper: ceil(d/g) log2 n; see errata)</source>
        <translation>log2 n für d &lt;= g; (d/g) 2 log2 g + d/g - 1 für d &gt; g (Artikel: ceil(d/g) log2 n; siehe Errata)</translation>
    </message>
    <message>
        <source>Fold the m x m array of processors along its antidiagonal and rotate the triangles into the top-left quarter: two slots per halving of m.</source>
        <translation>Das m x m-Feld der Prozessoren an seiner Antidiagonale falten und die Dreiecke ins linke obere Viertel drehen: zwei Zeitschlitze je Halbierung von m.</translation>
    </message>
    <message>
        <source>Hypercube algorithm, simulated</source>
        <translation>Hyperwürfel-Algorithmus, simuliert</translation>
    </message>
    <message>
        <source>section 3.1 with Theorem 1</source>
        <translation>Abschnitt 3.1 mit Satz 1</translation>
    </message>
    <message>
        <source>2 ceil(d/g) log2 n (log2 n when d = 1)</source>
        <translation>2 ceil(d/g) log2 n (log2 n für d = 1)</translation>
    </message>
    <message>
        <source>The hypercube data sum, log2 n moves, each simulated by Theorem 1&apos;s routing.</source>
        <translation>Die Hyperwürfel-Datensumme, log2 n Züge, jeder mit dem Routing aus Satz 1 simuliert.</translation>
    </message>
    <message>
        <source>Concentrate</source>
        <translation>Konzentrieren</translation>
    </message>
    <message>
        <source>Each selected processor&apos;s datum goes to p(r), r its rank among the selected.</source>
        <translation>Das Datum jedes ausgewählten Prozessors geht an p(r), r sein Rang unter den ausgewählten.</translation>
    </message>
    <message>
        <source>0 (the data may already be where they belong)</source>
        <translation>0 (die Daten können schon am Ziel sein)</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>random, all or list:p0,p1,... (increasing)</source>
        <translation>random, all oder list:p0,p1,... (aufsteigend)</translation>
    </message>
    <message>
        <source>Two-slot concentrate</source>
        <translation>Konzentrieren in zwei Zeitschlitzen</translation>
    </message>
    <message>
        <source>section 4.1, lines 24-31</source>
        <translation>Abschnitt 4.1, Zeilen 24-31</translation>
    </message>
    <message>
        <source>2 ceil(d/g)</source>
        <translation>2 ceil(d/g)</translation>
    </message>
    <message>
        <source>Route via p(r mod g, ...) to p(floor(r/d), r mod d); d/g passes when d &gt; g.</source>
        <translation>Über p(r mod g, ...) nach p(floor(r/d), r mod d) routen; d/g Durchgänge für d &gt; g.</translation>
    </message>
    <message>
        <source>section 4.1 with Theorem 1</source>
        <translation>Abschnitt 4.1 mit Satz 1</translation>
    </message>
    <message>
        <source>Monotone routes along bits 0, 1, ..., each move simulated by Theorem 1.</source>
        <translation>Monotone Routen entlang der Bits 0, 1, ..., jeder Zug mit Satz 1 simuliert.</translation>
    </message>
    <message>
        <source>Distribute</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>The datum of p(k), k &lt; q, goes to p(dest(k)), dest increasing.</source>
        <translation>Das Datum von p(k), k &lt; q, geht an p(dest(k)), dest aufsteigend.</translation>
    </message>
    <message>
        <source>section 4.2</source>
        <translation>Abschnitt 4.2</translation>
    </message>
    <message>
        <source>dest</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>random or list:d0,d1,... (increasing)</source>
        <translation>random oder list:d0,d1,... (aufsteigend)</translation>
    </message>
    <message>
        <source>Two-slot distribute</source>
        <translation>Verteilen in zwei Zeitschlitzen</translation>
    </message>
    <message>
        <source>section 4.2, lines 32-39</source>
        <translation>Abschnitt 4.2, Zeilen 32-39</translation>
    </message>
    <message>
        <source>Route via p(j, i) (or p((id+j) mod g, ...)) to p(dest); d/g passes when d &gt; g.</source>
        <translation>Über p(j, i) (oder p((id+j) mod g, ...)) nach p(dest) routen; d/g Durchgänge für d &gt; g.</translation>
    </message>
    <message>
        <source>section 4.2 with Theorem 1</source>
        <translation>Abschnitt 4.2 mit Satz 1</translation>
    </message>
    <message>
        <source>Monotone routes along bits log2(n)-1, ..., 0, each move simulated by Theorem 1.</source>
        <translation>Monotone Routen entlang der Bits log2(n)-1, ..., 0, jeder Zug mit Satz 1 simuliert.</translation>
    </message>
    <message>
        <source>Generalize</source>
        <translation>Verallgemeinern</translation>
    </message>
    <message>
        <source>The datum of p(k), k &lt; q, goes to every p(x) with dest(k-1) &lt; x &lt;= dest(k).</source>
        <translation>Das Datum von p(k), k &lt; q, geht an jedes p(x) mit dest(k-1) &lt; x &lt;= dest(k).</translation>
    </message>
    <message>
        <source>section 4.3</source>
        <translation>Abschnitt 4.3</translation>
    </message>
    <message>
        <source>Shift and broadcast</source>
        <translation>Verschiebung und Rundruf</translation>
    </message>
    <message>
        <source>section 4.3, lines 40-46</source>
        <translation>Abschnitt 4.3, Zeilen 40-46</translation>
    </message>
    <message>
        <source>4 ceil(d/g)</source>
        <translation>4 ceil(d/g)</translation>
    </message>
    <message>
        <source>Shift the dest values one processor on (two slots), then send each datum through p(j, i) to its whole range at once (two slots); d/g passes each when d &gt; g.</source>
        <translation>Die dest-Werte einen Prozessor weiterschieben (zwei Zeitschlitze), dann jedes Datum über p(j, i) auf einmal an seinen ganzen Bereich senden (zwei Zeitschlitze); für d &gt; g je d/g Durchgänge.</translation>
    </message>
    <message>
        <source>Intragroup permutation</source>
        <translation>Permutation innerhalb einer Gruppe</translation>
    </message>
    <message>
        <source>The d data of one group are permuted within it: p(e, j) -&gt; p(e, sigma(j)).</source>
        <translation>Die d Daten einer Gruppe werden in ihr permutiert: p(e, j) -&gt; p(e, sigma(j)).</translation>
    </message>
    <message>
        <source>section 4.4</source>
        <translation>Abschnitt 4.4</translation>
    </message>
    <message>
        <source>ceil((d-1)/g) + 1 when sigma moves every datum (Theorem 4.3), else 0</source>
        <translation>ceil((d-1)/g) + 1, wenn sigma jedes Datum bewegt (Satz 4.3), sonst 0</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>the group to permute, 0..g-1</source>
        <translation>die zu permutierende Gruppe, 0..g-1</translation>
    </message>
    <message>
        <source>shift:k, random or list:s0,s1,... (on 0..d-1)</source>
        <translation>shift:k, random oder list:s0,s1,... (auf 0..d-1)</translation>
    </message>
    <message>
        <source>Single hop</source>
        <translation>Mit einem Sprung</translation>
    </message>
    <message>
        <source>section 4.4 (after [7, 13])</source>
        <translation>Abschnitt 4.4 (nach [7, 13])</translation>
    </message>
    <message>
        <source>d when sigma moves every datum</source>
        <translation>d, wenn sigma jedes Datum bewegt</translation>
    </message>
    <message>
        <source>Every datum takes the group&apos;s own coupler c(e, e): one per slot.</source>
        <translation>Jedes Datum nimmt den gruppeneigenen Koppler c(e, e): eines je Zeitschlitz.</translation>
    </message>
    <message>
        <source>Slot pairs</source>
        <translation>Zeitschlitzpaare</translation>
    </message>
    <message>
        <source>g data per pair of slots, each through an intermediate in another group.</source>
        <translation>g Daten je Zeitschlitzpaar, jedes über einen Zwischenprozessor in einer anderen Gruppe.</translation>
    </message>
    <message>
        <source>Pipelined relays (optimal)</source>
        <translation>Überlappende Weiterleitung (optimal)</translation>
    </message>
    <message>
        <source>section 4.4, Fig. 11, Theorem 4.3</source>
        <translation>Abschnitt 4.4, Abb. 11, Satz 4.3</translation>
    </message>
    <message>
        <source>ceil((d-1)/g) + 1</source>
        <translation>ceil((d-1)/g) + 1</translation>
    </message>
    <message>
        <source>One datum straight and g-1 relayed per slot, relays forwarded in the next slot.</source>
        <translation>Je Zeitschlitz ein Datum direkt und g-1 weitergeleitet; die Weiterleitungen gehen im nächsten Zeitschlitz ans Ziel.</translation>
    </message>
    <message>
        <source>Permutation in every group</source>
        <translation>Permutation in jeder Gruppe</translation>
    </message>
    <message>
        <source>Every group permutes its data: p(i, j) -&gt; p(i, sigma_i(j)).</source>
        <translation>Jede Gruppe permutiert ihre Daten: p(i, j) -&gt; p(i, sigma_i(j)).</translation>
    </message>
    <message>
        <source>ceil(2n/(g+g^2)) when every sigma_i moves every datum (Theorem 4.4), else 0</source>
        <translation>ceil(2n/(g+g^2)), wenn jedes sigma_i jedes Datum bewegt (Satz 4.4), sonst 0</translation>
    </message>
    <message>
        <source>d when every sigma_i moves every datum</source>
        <translation>d, wenn jedes sigma_i jedes Datum bewegt</translation>
    </message>
    <message>
        <source>Every datum takes its group&apos;s own coupler: d slots.</source>
        <translation>Jedes Datum nimmt den Koppler seiner Gruppe: d Zeitschlitze.</translation>
    </message>
    <message>
        <source>The slot-pair algorithm in every group at once.</source>
        <translation>Der Zeitschlitzpaar-Algorithmus in allen Gruppen zugleich.</translation>
    </message>
    <message>
        <source>Batches of g + g^2</source>
        <translation>Stapel zu g + g^2</translation>
    </message>
    <message>
        <source>section 4.4, Fig. 12, Theorem 4.4</source>
        <translation>Abschnitt 4.4, Abb. 12, Satz 4.4</translation>
    </message>
    <message>
        <source>2 ceil(n/(g+g^2))</source>
        <translation>2 ceil(n/(g+g^2))</translation>
    </message>
    <message>
        <source>Per slot pair and group: two data straight, g-1 through other groups.</source>
        <translation>Je Zeitschlitzpaar und Gruppe: zwei Daten direkt, g-1 über andere Gruppen.</translation>
    </message>
    <message>
        <source>Prefix sum</source>
        <translation>Präfixsumme</translation>
    </message>
    <message>
        <source>p(i, j) ends with the sum of the values of every processor up to itself.</source>
        <translation>p(i, j) endet mit der Summe der Werte aller Prozessoren bis einschließlich sich selbst.</translation>
    </message>
    <message>
        <source>section 3.2</source>
        <translation>Abschnitt 3.2</translation>
    </message>
    <message>
        <source>Transpose and double</source>
        <translation>Transponieren und verdoppeln</translation>
    </message>
    <message>
        <source>3 + log2 n + log2 d for d &lt;= g; 2(d/g)(1 + log2 g) + log2 g + 1 for d &gt; g (paper: ... + log2 d + 1; see errata)</source>
        <translation>3 + log2 n + log2 d für d &lt;= g; 2(d/g)(1 + log2 g) + log2 g + 1 für d &gt; g (Artikel: ... + log2 d + 1; siehe Errata)</translation>
    </message>
    <message>
        <source>Group prefix sums by transposing and doubling (one pass per g x g block when d &gt; g, carrying the running total), then prefix sums of the group totals, broadcast in each group.</source>
        <translation>Gruppenpräfixsummen durch Transponieren und Verdoppeln (für d &gt; g ein Durchgang je g x g-Block mit Übertrag der laufenden Summe), dann Präfixsummen der Gruppensummen, mit einem Rundruf in jeder Gruppe verteilt.</translation>
    </message>
    <message>
        <source>d &gt;= 2 (for d = 1 the paper simulates the hypercube algorithm)</source>
        <translation>d &gt;= 2 (für d = 1 simuliert der Artikel den Hyperwürfel-Algorithmus)</translation>
    </message>
    <message>
        <source>section 3.2 with Theorem 1</source>
        <translation>Abschnitt 3.2 mit Satz 1</translation>
    </message>
    <message>
        <source>The hypercube prefix sum, log2 n exchanges, each simulated by Theorem 1&apos;s routing.</source>
        <translation>Die Hyperwürfel-Präfixsumme, log2 n Austauschschritte, jeder mit dem Routing aus Satz 1 simuliert.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Each processor learns how many selected processors come before it.</source>
        <translation>Jeder Prozessor erfährt, wie viele ausgewählte Prozessoren vor ihm kommen.</translation>
    </message>
    <message>
        <source>seed of the random selection</source>
        <translation>Startwert der Zufallsauswahl</translation>
    </message>
    <message>
        <source>The prefix-sum algorithm on the selection flags, its transpose back shifted one column on so that each processor receives the count before it.</source>
        <translation>Der Präfixsummen-Algorithmus auf den Auswahlmarken, das Rücktransponieren um eine Spalte verschoben, sodass jeder Prozessor die Anzahl vor sich erhält.</translation>
    </message>
    <message>
        <source>Consecutive sum</source>
        <translation>Konsekutive Summe</translation>
    </message>
    <message>
        <source>Each processor has an array X of M values; p(i,j) sums X[j mod M] over its subgroup of M processors.</source>
        <translation>Jeder Prozessor hat ein Feld X aus M Werten; p(i,j) summiert X[j mod M] über seine Untergruppe aus M Prozessoren.</translation>
    </message>
    <message>
        <source>section 3.3</source>
        <translation>Abschnitt 3.3</translation>
    </message>
    <message>
        <source>1 when M &gt; 1, else 0</source>
        <translation>1 für M &gt; 1, sonst 0</translation>
    </message>
    <message>
        <source>1 &lt;= M &lt; d and M divides d</source>
        <translation>1 &lt;= M &lt; d und M teilt d</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>array length M: 1 &lt;= M &lt; d, M divides d (empty: d/2)</source>
        <translation>Feldlänge M: 1 &lt;= M &lt; d, M teilt d (leer: d/2)</translation>
    </message>
    <message>
        <source>Array broadcast</source>
        <translation>Feld-Rundruf</translation>
    </message>
    <message>
        <source>section 3.3, first algorithm</source>
        <translation>Abschnitt 3.3, erster Algorithmus</translation>
    </message>
    <message>
        <source>ceil(d/g) M when M &lt;= g; (d/g)(g + 1) when M &gt; g (0 when M = 1; g + 1 is g when g = 1)</source>
        <translation>ceil(d/g) M für M &lt;= g; (d/g)(g + 1) für M &gt; g (0 für M = 1; g + 1 wird g für g = 1)</translation>
    </message>
    <message>
        <source>Transpose the arrays, then broadcast each within its subgroup, one array per reader and slot.</source>
        <translation>Die Felder transponieren, dann jedes mit einem Rundruf in seiner Untergruppe verteilen, ein Feld je Leser und Zeitschlitz.</translation>
    </message>
    <message>
        <source>d divides g or g divides d; when d &gt; g, M divides g or g divides M</source>
        <translation>d teilt g oder g teilt d; für d &gt; g teilt M g oder g teilt M</translation>
    </message>
    <message>
        <source>Transpose and token</source>
        <translation>Transponieren und Token</translation>
    </message>
    <message>
        <source>section 3.3, second algorithm (lines 13-22)</source>
        <translation>Abschnitt 3.3, zweiter Algorithmus (Zeilen 13-22)</translation>
    </message>
    <message>
        <source>M for d &lt;= g, (d/g) M for M &lt;= g &lt; d (+1 a pass when M is odd); (d/g)(M + 1) when M &gt; g</source>
        <translation>M für d &lt;= g, (d/g) M für M &lt;= g &lt; d (+1 je Durchgang bei ungeradem M); (d/g)(M + 1) für M &gt; g</translation>
    </message>
    <message>
        <source>Transpose the arrays once, then a token per processor walks its subgroup collecting single values.</source>
        <translation>Die Felder einmal transponieren, dann durchläuft je Prozessor ein Token seine Untergruppe und sammelt Einzelwerte.</translation>
    </message>
    <message>
        <source>section 3.3 with Theorem 1</source>
        <translation>Abschnitt 3.3 mit Satz 1</translation>
    </message>
    <message>
        <source>2 ceil(d/g) (M - 1) (paper: 2 ceil(d/g) M; see errata)</source>
        <translation>2 ceil(d/g) (M - 1) (Artikel: 2 ceil(d/g) M; siehe Errata)</translation>
    </message>
    <message>
        <source>Recursive halving inside each subgroup&apos;s subcube: M - 1 moves of one partial sum, each simulated by Theorem 1.</source>
        <translation>Rekursives Halbieren im Teilwürfel jeder Untergruppe: M - 1 Züge mit je einer Teilsumme, jeder nach Satz 1 simuliert.</translation>
    </message>
    <message>
        <source>n and M are powers of two (subcubes of a hypercube)</source>
        <translation>n und M sind Zweierpotenzen (Teilwürfel eines Hyperwürfels)</translation>
    </message>
    <message>
        <source>Adjacent sum</source>
        <translation>Benachbarte Summe</translation>
    </message>
    <message>
        <source>Each processor has an array X of M values; p(i,j) sums X[k] of p(i,(j+k) mod d) over 0 &lt;= k &lt; M.</source>
        <translation>Jeder Prozessor hat ein Feld X aus M Werten; p(i,j) summiert X[k] von p(i,(j+k) mod d) über 0 &lt;= k &lt; M.</translation>
    </message>
    <message>
        <source>section 3.4</source>
        <translation>Abschnitt 3.4</translation>
    </message>
    <message>
        <source>section 3.4 (first algorithm of section 3.3)</source>
        <translation>Abschnitt 3.4 (erster Algorithmus aus Abschnitt 3.3)</translation>
    </message>
    <message>
        <source>M for d &lt;= g; (d/g) min(M, g) for d &gt; g (0 when M = 1)</source>
        <translation>M für d &lt;= g; (d/g) min(M, g) für d &gt; g (0 für M = 1)</translation>
    </message>
    <message>
        <source>Transpose the arrays, then each goes to the M - 1 processors that need one of its values.</source>
        <translation>Die Felder transponieren, dann geht jedes an die M - 1 Prozessoren, die einen seiner Werte brauchen.</translation>
    </message>
    <message>
        <source>Circular shifts</source>
        <translation>Zyklische Verschiebungen</translation>
    </message>
    <message>
        <source>section 3.4 with paper 001, Fig. 12</source>
        <translation>Abschnitt 3.4 mit Artikel 001, Abb. 12</translation>
    </message>
    <message>
        <source>2 ceil(d/(1+g)) (M - 1)</source>
        <translation>2 ceil(d/(1+g)) (M - 1)</translation>
    </message>
    <message>
        <source>Shift every group&apos;s arrays left by one, M - 1 times, each shift a multiple intragroup permutation.</source>
        <translation>Die Felder jeder Gruppe M - 1 Mal um eins nach links verschieben, jede Verschiebung eine mehrfache Permutation innerhalb der Gruppen.</translation>
    </message>
    <message>
        <source>Hypercube moves, simulated</source>
        <translation>Hyperwürfel-Züge, simuliert</translation>
    </message>
    <message>
        <source>section 3.4 with Theorem 1</source>
        <translation>Abschnitt 3.4 mit Satz 1</translation>
    </message>
    <message>
        <source>2 ceil(d/g) (sum over b &lt; log2 M of (log2 d - b)) (paper, for [11]&apos;s algorithm: 2 ceil(d/g)(M + log2(n/M)))</source>
        <translation>2 ceil(d/g) (Summe über b &lt; log2 M von (log2 d - b)) (Artikel, für den Algorithmus aus [11]: 2 ceil(d/g)(M + log2(n/M)))</translation>
    </message>
    <message>
        <source>Each X[k] moves k places down its group, by powers of two along the subcube; every move simulated by Theorem 1.</source>
        <translation>Jedes X[k] wandert k Plätze in seiner Gruppe zurück, in Zweierpotenzen entlang des Teilwürfels; jeder Zug nach Satz 1 simuliert.</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>Rundruf</translation>
    </message>
    <message>
        <source>section 3, Tables I-III</source>
        <translation>Abschnitt 3, Tabellen I-III</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Sequenziell</translation>
    </message>
    <message>
        <source>(d+1) ceil((N-1)/k)</source>
        <translation>(d+1) ceil((N-1)/k)</translation>
    </message>
    <message>
        <source>k-ary tree (B1)</source>
        <translation>k-närer Baum (B1)</translation>
    </message>
    <message>
        <source>(d+1)(ceil(log_k(N(k-1)+1)) - 1)</source>
        <translation>(d+1)(ceil(log_k(N(k-1)+1)) - 1)</translation>
    </message>
    <message>
        <source>k &gt;= 2 (a k-ary tree)</source>
        <translation>k &gt;= 2 (ein k-närer Baum)</translation>
    </message>
    <message>
        <source>Informed nodes resend (B2)</source>
        <translation>Informierte Knoten senden weiter (B2)</translation>
    </message>
    <message>
        <source>(d+1) ceil(log_{k+1} N)</source>
        <translation>(d+1) ceil(log_{k+1} N)</translation>
    </message>
    <message>
        <source>Preconfigured tree (B3)</source>
        <translation>Vorkonfigurierter Baum (B3)</translation>
    </message>
    <message>
        <source>d + ceil(log_k(N(k-1)+1)) - 1</source>
        <translation>d + ceil(log_k(N(k-1)+1)) - 1</translation>
    </message>
    <message>
        <source>Latency hiding (B4)</source>
        <translation>Latenzverbergung (B4)</translation>
    </message>
    <message>
        <source>section 3.1.1, EQ 1 (EQ 2 single-port)</source>
        <translation>Abschnitt 3.1.1, Gl. 1 (Gl. 2 mit einem Port)</translation>
    </message>
    <message>
        <source>smallest S with N(S) &gt;= N</source>
        <translation>kleinstes S mit N(S) &gt;= N</translation>
    </message>
    <message>
        <source>Spanning binomial tree</source>
        <translation>Aufspannender Binomialbaum</translation>
    </message>
    <message>
        <source>section 3.1, Table III</source>
        <translation>Abschnitt 3.1, Tabelle III</translation>
    </message>
    <message>
        <source>(d+1) ceil(log2 N)</source>
        <translation>(d+1) ceil(log2 N)</translation>
    </message>
    <message>
        <source>k = 1 (single-port)</source>
        <translation>k = 1 (ein Port)</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Verteilen (Scatter)</translation>
    </message>
    <message>
        <source>section 4</source>
        <translation>Abschnitt 4</translation>
    </message>
    <message>
        <source>Sequential tree (S1)</source>
        <translation>Sequenzieller Baum (S1)</translation>
    </message>
    <message>
        <source>Spanning tree (S2)</source>
        <translation>Aufspannender Baum (S2)</translation>
    </message>
    <message>
        <source>section 4 (Desprez et al.; binomial when k = 1)</source>
        <translation>Abschnitt 4 (Desprez et al.; binomial für k = 1)</translation>
    </message>
    <message>
        <source>(N-1)/k + d log_{k+1} N</source>
        <translation>(N-1)/k + d log_{k+1} N</translation>
    </message>
    <message>
        <source>N is a power of k+1 (of 2 when single-port)</source>
        <translation>N ist eine Potenz von k+1 (von 2 mit einem Port)</translation>
    </message>
    <message>
        <source>Multinode broadcast</source>
        <translation>Rundruf aller Knoten</translation>
    </message>
    <message>
        <source>section 5</source>
        <translation>Abschnitt 5</translation>
    </message>
    <message>
        <source>Direct (G1)</source>
        <translation>Direkt (G1)</translation>
    </message>
    <message>
        <source>Combining (G2)</source>
        <translation>Kombinierend (G2)</translation>
    </message>
    <message>
        <source>Total exchange</source>
        <translation>Totalaustausch</translation>
    </message>
    <message>
        <source>section 6, Tables IV-V</source>
        <translation>Abschnitt 6, Tabellen IV-V</translation>
    </message>
    <message>
        <source>Direct (TE1)</source>
        <translation>Direkt (TE1)</translation>
    </message>
    <message>
        <source>section 6</source>
        <translation>Abschnitt 6</translation>
    </message>
    <message>
        <source>Standard exchange (TE2)</source>
        <translation>Standardaustausch (TE2)</translation>
    </message>
    <message>
        <source>(d + N/(k+1)) log_{k+1} N</source>
        <translation>(d + N/(k+1)) log_{k+1} N</translation>
    </message>
    <message>
        <source>Combined (TE3)</source>
        <translation>Kombiniert (TE3)</translation>
    </message>
    <message>
        <source>i(d + N/(k+1)) + (1/k)(N/(k+1)^i - 1)(d + (k+1)^i)</source>
        <translation>i(d + N/(k+1)) + (1/k)(N/(k+1)^i - 1)(d + (k+1)^i)</translation>
    </message>
    <message>
        <source>000 Fig. 1: POPS(8,2), n = 16</source>
        <translation>000 Abb. 1: POPS(8,2), n = 16</translation>
    </message>
    <message>
        <source>000 Fig. 2: POPS(4,4), n = 16</source>
        <translation>000 Abb. 2: POPS(4,4), n = 16</translation>
    </message>
    <message>
        <source>000 Fig. 3: all-to-all on POPS(8,2)</source>
        <translation>000 Abb. 3: Alle-an-alle auf POPS(8,2)</translation>
    </message>
    <message>
        <source>000 Fig. 4a: natural reduction, n = 32, d = 8</source>
        <translation>000 Abb. 4a: natürliche Reduktion, n = 32, d = 8</translation>
    </message>
    <message>
        <source>000 Fig. 4b: optimal reduction, n = 32, d = 8</source>
        <translation>000 Abb. 4b: optimale Reduktion, n = 32, d = 8</translation>
    </message>
    <message>
        <source>000 Figs. 6-7: alternating-pair ring on POPS(4,4)</source>
        <translation>000 Abb. 6-7: Ring mit alternierenden Paaren auf POPS(4,4)</translation>
    </message>
    <message>
        <source>000 Fig. 8a: natural torus, n = 16, d = 8</source>
        <translation>000 Abb. 8a: natürlicher Torus, n = 16, d = 8</translation>
    </message>
    <message>
        <source>000 Fig. 8b: alternating-pair torus, n = 16, d = 8</source>
        <translation>000 Abb. 8b: Torus mit alternierenden Paaren, n = 16, d = 8</translation>
    </message>
    <message>
        <source>000 Fig. 8c: rotated torus, n = 16, d = 8</source>
        <translation>000 Abb. 8c: rotierter Torus, n = 16, d = 8</translation>
    </message>
    <message>
        <source>002 Fig. 2: POPS(4,2)</source>
        <translation>002 Abb. 2: POPS(4,2)</translation>
    </message>
    <message>
        <source>000 Lemma 6: natural ring on POPS(4,4)</source>
        <translation>000 Lemma 6: natürlicher Ring auf POPS(4,4)</translation>
    </message>
    <message>
        <source>001 Fig. 11: shift by one in group 0 of POPS(8,4)</source>
        <translation>001 Abb. 11: Verschiebung um eins in Gruppe 0 von POPS(8,4)</translation>
    </message>
    <message>
        <source>001 Fig. 12: shift by one in every group of POPS(4,4)</source>
        <translation>001 Abb. 12: Verschiebung um eins in jeder Gruppe von POPS(4,4)</translation>
    </message>
    <message>
        <source>003 Fig. 2: broadcast, 41 nodes, k = 2</source>
        <translation>003 Abb. 2: Rundruf, 41 Knoten, k = 2</translation>
    </message>
    <message>
        <source>003 Fig. 4: total exchange, 8 nodes, single-port</source>
        <translation>003 Abb. 4: Totalaustausch, 8 Knoten, ein Port</translation>
    </message>
    <message>
        <source>003 Fig. 5: total exchange, 9 nodes, k = 2</source>
        <translation>003 Abb. 5: Totalaustausch, 9 Knoten, k = 2</translation>
    </message>
    <message>
        <source>processors per group</source>
        <translation>Prozessoren je Gruppe</translation>
    </message>
    <message>
        <source>groups (g^2 couplers)</source>
        <translation>Gruppen (g^2 Koppler)</translation>
    </message>
    <message>
        <source>N, processors of the reconfigurable network</source>
        <translation>N, Prozessoren des rekonfigurierbaren Netzes</translation>
    </message>
    <message>
        <source>k, optical ports per node</source>
        <translation>k, optische Ports je Knoten</translation>
    </message>
    <message>
        <source>d, time units to reconfigure a link</source>
        <translation>d, Zeiteinheiten zum Umkonfigurieren einer Verbindung</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>i, standard exchange steps of the combined algorithm (empty: best)</source>
        <translation>i, Standardaustauschschritte des kombinierten Algorithmus (leer: bester)</translation>
    </message>
    <message>
        <source>n, hypercube dimensions (N = 2^n processors)</source>
        <translation>n, Dimensionen des Hyperwürfels (N = 2^n Prozessoren)</translation>
    </message>
    <message>
        <source>T, transmitters per processor</source>
        <translation>T, Sender je Prozessor</translation>
    </message>
    <message>
        <source>R, receivers per processor</source>
        <translation>R, Empfänger je Prozessor</translation>
    </message>
    <message>
        <source>Super topology</source>
        <translation>Supertopologie</translation>
    </message>
    <message>
        <source>The wavelengths the embedded cube needs and the network they make: a -&gt; b whenever a transmitter of a and a receiver of b share a wavelength.</source>
        <translation>Die Wellenlängen, die der eingebettete Würfel braucht, und das Netz, das sie bilden: a -&gt; b, sobald ein Sender von a und ein Empfänger von b eine Wellenlänge teilen.</translation>
    </message>
    <message>
        <source>section 3, Theorem 3.1</source>
        <translation>Abschnitt 3, Satz 3.1</translation>
    </message>
    <message>
        <source>Components of the transmission graph</source>
        <translation>Zusammenhangskomponenten des Übertragungsgraphen</translation>
    </message>
    <message>
        <source>Lemmas 3.1 and 3.4, Theorem 3.1</source>
        <translation>Lemmata 3.1 und 3.4, Satz 3.1</translation>
    </message>
    <message>
        <source>min(n, max(R, 2T))</source>
        <translation>min(n, max(R, 2T))</translation>
    </message>
    <message>
        <source>Optimal routing</source>
        <translation>Optimales Routing</translation>
    </message>
    <message>
        <source>A shortest path through the super topology, one wavelength a hop.</source>
        <translation>Ein kürzester Weg durch die Supertopologie, eine Wellenlänge je Sprung.</translation>
    </message>
    <message>
        <source>section 3, Tables 1 and 2</source>
        <translation>Abschnitt 3, Tabellen 1 und 2</translation>
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
        <translation>Tabelle 1</translation>
    </message>
    <message>
        <source>H(a, b) (Lemma 3.2)</source>
        <translation>H(a, b) (Lemma 3.2)</translation>
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
        <translation>Tabelle 2 (korrigiert)</translation>
    </message>
    <message>
        <source>H(a, b) (Lemma 3.5)</source>
        <translation>H(a, b) (Lemma 3.5)</translation>
    </message>
    <message>
        <source>T &lt;= R (mirrored for T &gt; R)</source>
        <translation>T &lt;= R (gespiegelt für T &gt; R)</translation>
    </message>
    <message>
        <source>004 Fig. 2: 3-cube, T = R = 1</source>
        <translation>004 Abb. 2: 3-Würfel, T = R = 1</translation>
    </message>
    <message>
        <source>n, processors along the bus</source>
        <translation>n, Prozessoren entlang des Busses</translation>
    </message>
    <message>
        <source>tau, clock units a message takes between neighbours</source>
        <translation>tau, Takteinheiten einer Nachricht zwischen Nachbarn</translation>
    </message>
    <message>
        <source>Permutation</source>
        <translation>Permutation</translation>
    </message>
    <message>
        <source>Processor j receives the datum of processor p(j), every datum on the bus at once.</source>
        <translation>Prozessor j erhält das Datum von Prozessor p(j), alle Daten gleichzeitig auf dem Bus.</translation>
    </message>
    <message>
        <source>section 2.2</source>
        <translation>Abschnitt 2.2</translation>
    </message>
    <message>
        <source>1 bus cycle</source>
        <translation>1 Buszyklus</translation>
    </message>
    <message>
        <source>1D APPB</source>
        <translation>1D-APPB</translation>
    </message>
    <message>
        <source>section 2.2, Fig. 4</source>
        <translation>Abschnitt 2.2, Abb. 4</translation>
    </message>
    <message>
        <source>Every processor writes on both buses; j waits |p(j) - j| slots.</source>
        <translation>Jeder Prozessor schreibt auf beide Busse; j wartet |p(j) - j| Zeitschlitze.</translation>
    </message>
    <message>
        <source>Folded bus</source>
        <translation>Gefalteter Bus</translation>
    </message>
    <message>
        <source>section 2.2, Fig. 5</source>
        <translation>Abschnitt 2.2, Abb. 5</translation>
    </message>
    <message>
        <source>Write on the upper segment, read on the lower after 2n - 2 - p(j) - j slots.</source>
        <translation>Schreiben auf dem oberen Segment, Lesen auf dem unteren nach 2n - 2 - p(j) - j Zeitschlitzen.</translation>
    </message>
    <message>
        <source>One writer, many readers</source>
        <translation>Ein Schreiber, viele Leser</translation>
    </message>
    <message>
        <source>Every processor to the writer&apos;s right reads its message.</source>
        <translation>Jeder Prozessor rechts vom Schreiber liest dessen Nachricht.</translation>
    </message>
    <message>
        <source>sections 2.1 and 2.3</source>
        <translation>Abschnitte 2.1 und 2.3</translation>
    </message>
    <message>
        <source>Slot counter</source>
        <translation>Zeitschlitzzähler</translation>
    </message>
    <message>
        <source>section 2.1</source>
        <translation>Abschnitt 2.1</translation>
    </message>
    <message>
        <source>Everyone writes in the first slot; j reads when its counter reaches j - k.</source>
        <translation>Alle schreiben im ersten Zeitschlitz; j liest, wenn sein Zähler j - k erreicht.</translation>
    </message>
    <message>
        <source>Coincident pulses</source>
        <translation>Koinzidente Pulse</translation>
    </message>
    <message>
        <source>section 2.1, Fig. 3</source>
        <translation>Abschnitt 2.1, Abb. 3</translation>
    </message>
    <message>
        <source>(j - k)(tau + 1)</source>
        <translation>(j - k)(tau + 1)</translation>
    </message>
    <message>
        <source>j reads when the writer&apos;s reference and select pulses coincide under it.</source>
        <translation>j liest, wenn Referenz- und Auswahlpuls des Schreibers bei ihm koinzidieren.</translation>
    </message>
    <message>
        <source>2D APPB, row then columns</source>
        <translation>2D-APPB, erst Zeile, dann Spalten</translation>
    </message>
    <message>
        <source>section 2.3, Fig. 6</source>
        <translation>Abschnitt 2.3, Abb. 6</translation>
    </message>
    <message>
        <source>2 bus cycles</source>
        <translation>2 Buszyklen</translation>
    </message>
    <message>
        <source>Along the source&apos;s row bus, then along every column bus.</source>
        <translation>Entlang des Zeilenbusses der Quelle, dann entlang jedes Spaltenbusses.</translation>
    </message>
    <message>
        <source>Binary prefix sum</source>
        <translation>Binäre Präfixsumme</translation>
    </message>
    <message>
        <source>Each processor counts the slots until its reference and select pulses coincide; conditional delays switched on by the 1 bits make the select pulse a staircase.</source>
        <translation>Jeder Prozessor zählt die Zeitschlitze, bis Referenz- und Auswahlpuls koinzidieren; die von den 1-Bits eingeschalteten bedingten Verzögerungen machen den Auswahlpuls zu einer Treppe.</translation>
    </message>
    <message>
        <source>LARPBS / 1DAROB</source>
        <translation>LARPBS / 1DAROB</translation>
    </message>
    <message>
        <source>at most 2 bus cycles</source>
        <translation>höchstens 2 Buszyklen</translation>
    </message>
    <message>
        <source>Segment switches split the bus; each segment sums on its own.</source>
        <translation>Segmentschalter teilen den Bus; jedes Segment summiert für sich.</translation>
    </message>
    <message>
        <source>001 section 2.1: three messages on one bus at once</source>
        <translation>001 Abschnitt 2.1: drei Nachrichten gleichzeitig auf einem Bus</translation>
    </message>
    <message>
        <source>001 section 3.1: binary prefix sum on a LARPBS, n = 8</source>
        <translation>001 Abschnitt 3.1: binäre Präfixsumme auf einem LARPBS, n = 8</translation>
    </message>
    <message>
        <source>001 section 3.1: segmented prefix sums, switches at 3 and 6</source>
        <translation>001 Abschnitt 3.1: segmentierte Präfixsummen, Schalter bei 3 und 6</translation>
    </message>
    <message>
        <source>n values</source>
        <translation>n Werte</translation>
    </message>
    <message>
        <source>a permutation of 0..n-1</source>
        <translation>eine Permutation von 0..n-1</translation>
    </message>
    <message>
        <source>0 &lt;= k &lt; n</source>
        <translation>0 &lt;= k &lt; n</translation>
    </message>
    <message>
        <source>1 &lt;= writers &lt;= n</source>
        <translation>1 &lt;= Schreiber &lt;= n</translation>
    </message>
    <message>
        <source>a processor of the grid</source>
        <translation>ein Prozessor des Gitters</translation>
    </message>
    <message>
        <source>n bits</source>
        <translation>n Bits</translation>
    </message>
    <message>
        <source>each bit 0 or 1</source>
        <translation>jedes Bit 0 oder 1</translation>
    </message>
    <message>
        <source>1 &lt;= i1 &lt; i2 &lt; ... &lt; n</source>
        <translation>1 &lt;= i1 &lt; i2 &lt; ... &lt; n</translation>
    </message>
    <message>
        <source>N, groups of N processors (a square m^2 for the mesh)</source>
        <translation>N, Gruppen zu je N Prozessoren (ein Quadrat m^2 für das Gitter)</translation>
    </message>
    <message>
        <source>4D mesh move</source>
        <translation>Zug im 4D-Gitter</translation>
    </message>
    <message>
        <source>Every processor of the simulated m x m x m x m mesh sends to its neighbour along one direction at once.</source>
        <translation>Jeder Prozessor des simulierten m x m x m x m-Gitters sendet gleichzeitig an seinen Nachbarn in einer Richtung.</translation>
    </message>
    <message>
        <source>section 5.2</source>
        <translation>Abschnitt 5.2</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <source>OTIS, electronic, OTIS</source>
        <translation>OTIS, elektronisch, OTIS</translation>
    </message>
    <message>
        <source>1 electronic step (k, l); 2 OTIS + 1 electronic (i, j)</source>
        <translation>1 elektronischer Schritt (k, l); 2 OTIS + 1 elektronisch (i, j)</translation>
    </message>
    <message>
        <source>Along k or l: one electronic step; along i or j: an OTIS step, an electronic step and an OTIS step.</source>
        <translation>Entlang k oder l: ein elektronischer Schritt; entlang i oder j: ein OTIS-Schritt, ein elektronischer Schritt und ein OTIS-Schritt.</translation>
    </message>
    <message>
        <source>Shortest route</source>
        <translation>Kürzeste Route</translation>
    </message>
    <message>
        <source>A shortest path over optical and electronic links, found by breadth-first search.</source>
        <translation>Ein kürzester Weg über optische und elektronische Verbindungen, gefunden durch Breitensuche.</translation>
    </message>
    <message>
        <source>section 5.1</source>
        <translation>Abschnitt 5.1</translation>
    </message>
    <message>
        <source>001 Fig. 13: a 16-processor OTIS</source>
        <translation>001 Abb. 13: ein OTIS mit 16 Prozessoren</translation>
    </message>
    <message>
        <source>001 Fig. 14: a 16-processor OTIS-Mesh</source>
        <translation>001 Abb. 14: ein OTIS-Mesh mit 16 Prozessoren</translation>
    </message>
    <message>
        <source>Custom message set</source>
        <translation>Eigene Nachrichtenmenge</translation>
    </message>
    <message>
        <source>Your own messages src -&gt; dst, each delivered in one hop over its coupler.</source>
        <translation>Eigene Nachrichten src -&gt; dst, jede mit einem Sprung über ihren Koppler zugestellt.</translation>
    </message>
    <message>
        <source>beyond the papers</source>
        <translation>über die Artikel hinaus</translation>
    </message>
    <message>
        <source>the largest load of a coupler, of a sender, or of a receiver over receivesPerSlot</source>
        <translation>die größte Last eines Kopplers, eines Senders oder eines Empfängers geteilt durch receivesPerSlot</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>uniform, randperm, bitcomp, bitrev, transpose, shuffle, tornado, neighbor, pattern:NAME, list:src-dst,... or a CSV file of src,dst lines</source>
        <translation>uniform, randperm, bitcomp, bitrev, transpose, shuffle, tornado, neighbor, pattern:NAME, list:src-dst,... oder eine CSV-Datei mit Zeilen src,dst</translation>
    </message>
    <message>
        <source>seed of the random generators</source>
        <translation>Startwert (Seed) der Zufallsgeneratoren</translation>
    </message>
    <message>
        <source>time-limit</source>
        <translation>Zeitlimit (s)</translation>
    </message>
    <message>
        <source>seconds the optimal search may take (1 to 3600)</source>
        <translation>Sekunden, die die optimale Suche dauern darf (1 bis 3600)</translation>
    </message>
    <message>
        <source>receives-per-slot</source>
        <translation>Empfänge je Zeitschlitz</translation>
    </message>
    <message>
        <source>couplers a processor may read from in one slot</source>
        <translation>Koppler, von denen ein Prozessor in einem Zeitschlitz lesen darf</translation>
    </message>
    <message>
        <source>Greedy (largest load first, first fit)</source>
        <translation>Greedy (größte Last zuerst, First Fit)</translation>
    </message>
    <message>
        <source>none (the message set decides)</source>
        <translation>keine (die Nachrichtenmenge entscheidet)</translation>
    </message>
    <message>
        <source>Messages with the busiest coupler, sender or receiver go first, each into the earliest slot where its coupler and sender are free and its receiver can read.</source>
        <translation>Nachrichten mit dem am stärksten belasteten Koppler, Sender oder Empfänger kommen zuerst, jede in den frühesten Zeitschlitz, in dem ihr Koppler und ihr Sender frei sind und ihr Empfänger lesen kann.</translation>
    </message>
    <message>
        <source>Optimal (SAT solver)</source>
        <translation>Optimal (SAT-Solver)</translation>
    </message>
    <message>
        <source>CaDiCaL is asked whether k slots suffice, from the lower bound up: the first yes is the optimum, each no a proof that k slots are too few.</source>
        <translation>CaDiCaL wird, von der unteren Schranke aufwärts, gefragt, ob k Zeitschlitze genügen: Das erste Ja ist das Optimum, jedes Nein ein Beweis, dass k Zeitschlitze zu wenige sind.</translation>
    </message>
    <message>
        <source>000 Lemma 3: counterexample, 8 messages that need 3 slots</source>
        <translation>000 Lemma 3: Gegenbeispiel, 8 Nachrichten, die 3 Zeitschlitze brauchen</translation>
    </message>
    <message>
        <source>right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <source>up</source>
        <translation>nach oben</translation>
    </message>
    <message>
        <source>down</source>
        <translation>nach unten</translation>
    </message>
    <message>
        <source>hypercube</source>
        <translation>Hyperwürfel</translation>
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
        <translation>WDM-Stern (Hyperwürfel)</translation>
    </message>
    <message>
        <source>Optical buses</source>
        <translation>Optische Busse</translation>
    </message>
    <message>
        <source>OTIS</source>
        <translation>OTIS</translation>
    </message>
    <message>
        <source>one way</source>
        <translation>in eine Richtung</translation>
    </message>
    <message>
        <source>both ways</source>
        <translation>in beide Richtungen</translation>
    </message>
    <message>
        <source>the network inside each group (none: the plain OTIS)</source>
        <translation>das Netz innerhalb jeder Gruppe (keines: das einfache OTIS)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
</context>
<context>
    <name>SceneAnimation</name>
    <message>
        <source>the width %1 px is not in %2..%3</source>
        <translation>die Breite %1 px liegt nicht in %2..%3</translation>
    </message>
    <message>
        <source>%1 frames per step is not in 1..%2</source>
        <translation>%1 Bilder je Schritt liegt nicht in 1..%2</translation>
    </message>
    <message>
        <source>%1 ms per step is not in %2..%3</source>
        <translation>%1 ms je Schritt liegt nicht in %2..%3</translation>
    </message>
    <message>
        <source>there is nothing to animate: no slot or step</source>
        <translation>es gibt nichts zu animieren: kein Zeitschlitz und kein Schritt</translation>
    </message>
    <message>
        <source>%1 steps of %2 frames are more than the %3 frames an animation may have; use fewer frames per step</source>
        <translation>%1 Schritte zu je %2 Bildern sind mehr als die %3 Bilder, die eine Animation haben darf; wählen Sie weniger Bilder je Schritt</translation>
    </message>
    <message>
        <source>the figure is empty</source>
        <translation>die Abbildung ist leer</translation>
    </message>
    <message>
        <source>the figure would be %1 px tall, more than %2; choose a smaller width</source>
        <translation>die Abbildung wäre %1 px hoch, mehr als %2; wählen Sie eine kleinere Breite</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 ms per step is too short for %2 frames: a GIF frame lasts at least %3 ms, so give at least %4 ms</source>
        <translation>%1 ms je Schritt sind zu kurz für %2 Bilder: ein GIF-Bild dauert mindestens %3 ms, geben Sie also mindestens %4 ms an</translation>
    </message>
    <message>
        <source>%1 frames of %2 x %3 px are more than the %4 million pixels an animation may hold; choose a smaller width or fewer frames per step</source>
        <translation>%1 Bilder zu %2 x %3 px sind mehr als die %4 Millionen Pixel, die eine Animation haben darf; wählen Sie eine kleinere Breite oder weniger Bilder je Schritt</translation>
    </message>
    <message>
        <source>the video would last %1 s, more than %2 s; use fewer ms per step</source>
        <translation>das Video würde %1 s dauern, mehr als %2 s; wählen Sie weniger ms pro Schritt</translation>
    </message>
    <message>
        <source>an animation is written as .gif, .mp4 or .webm, not %1</source>
        <translation>eine Animation wird als .gif, .mp4 oder .webm geschrieben, nicht %1</translation>
    </message>
    <message>
        <source>a video of %1 x %2 px needs about %3 MB in the encoder, more than the %4 MB an animation may use; choose a smaller width</source>
        <translation>ein Video mit %1 x %2 px braucht im Encoder etwa %3 MB, mehr als die %4 MB, die eine Animation belegen darf; wählen Sie eine kleinere Breite</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>%1 is larger than a session can be (1 MiB)</source>
        <translation>%1 ist größer, als eine Sitzung sein kann (1 MiB)</translation>
    </message>
    <message>
        <source>%1: &quot;format&quot; is not &quot;%2&quot;</source>
        <translation>%1: &quot;format&quot; ist nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an OK_N operation</source>
        <translation>%1 »%2« ist keine OK_N-Operation</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an algorithm of %3</source>
        <translation>%1 »%2« ist kein Algorithmus von %3</translation>
    </message>
    <message>
        <source>%1 has more than 64 entries</source>
        <translation>%1 hat mehr als 64 Einträge</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 must satisfy %3</source>
        <translation>%1: %2 muss %3 erfüllen</translation>
    </message>
    <message>
        <source>%1 must name processors 0..%2</source>
        <translation>%1 muss Prozessoren 0..%2 nennen</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 muss einer der folgenden Werte sein: %2</translation>
    </message>
    <message>
        <source>%1 must be text of at most %2 characters</source>
        <translation>%1 muss ein Text mit höchstens %2 Zeichen sein</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 muss true oder false sein</translation>
    </message>
    <message>
        <source>%1 must have one entry per message</source>
        <translation>%1 muss genau einen Eintrag pro Nachricht haben</translation>
    </message>
    <message>
        <source>%1[%2] must be -1 (not placed) or a slot from 0 to %3 (the %4 slots that %5 messages can need), not %6</source>
        <translation>%1[%2] muss -1 (nicht eingeplant) oder ein Zeitschlitz von 0 bis %3 sein (die %4 Zeitschlitze, die %5 Nachrichten brauchen können), nicht %6</translation>
    </message>
    <message>
        <source>a value of another kind</source>
        <translation>ein Wert anderer Art</translation>
    </message>
    <message>
        <source>%1 is not a session: %2</source>
        <translation>%1 ist keine Sitzung: %2</translation>
    </message>
    <message>
        <source>%1 is not &quot;%2&quot;</source>
        <translation>%1 ist nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is not a network family of POPS Lab</source>
        <translation>%1 ist keine Netzfamilie von POPS Lab</translation>
    </message>
    <message>
        <source>%1 must be a text</source>
        <translation>%1 muss ein Text sein</translation>
    </message>
    <message>
        <source>%1 is larger than a lesson can be (%2 MiB)</source>
        <translation>%1 ist größer, als eine Lektion sein kann (%2 MiB)</translation>
    </message>
    <message>
        <source>%1 is not a lesson: %2</source>
        <translation>%1 ist keine Lektion: %2</translation>
    </message>
    <message>
        <source>%1 is not a lesson: it holds no JSON object</source>
        <translation>%1 ist keine Lektion: sie enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: scenes must be a list of scenes</source>
        <translation>%1: scenes muss eine Liste von Szenen sein</translation>
    </message>
    <message>
        <source>%1: scenes holds %2 scenes; a lesson holds at most %3</source>
        <translation>%1: scenes enthält %2 Szenen; eine Lektion enthält höchstens %3</translation>
    </message>
    <message>
        <source>%1: %2 must be an object</source>
        <translation>%1: %2 muss ein Objekt sein</translation>
    </message>
    <message>
        <source>%1: %2 must be a session object</source>
        <translation>%1: %2 muss ein Sitzungsobjekt sein</translation>
    </message>
    <message>
        <source>%1 must be a number from %2 to %3</source>
        <translation>%1 muss eine Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>%1 must be two numbers [x, y], each from -%2 to %2</source>
        <translation>%1 muss aus zwei Zahlen [x, y] bestehen, jede von -%2 bis %2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not delay, ports or nodes, what the plot can vary</source>
        <translation>%1 »%2« ist weder delay noch ports noch nodes, was das Diagramm variieren kann</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>The paper&apos;s theorem for this algorithm holds only where %1 (parameter %2).</source>
        <translation>Der Satz des Artikels gilt für diesen Algorithmus nur unter der Bedingung: %1 (Parameter %2).</translation>
    </message>
    <message>
        <source>Parameter %1 is not valid: %2</source>
        <translation>Parameter %1 ist ungültig: %2</translation>
    </message>
    <message>
        <source>coupler %1 does not exist</source>
        <translation>Koppler %1 gibt es nicht</translation>
    </message>
    <message>
        <source>processor %1 is not a source of coupler %2</source>
        <translation>Prozessor %1 ist keine Quelle von Koppler %2</translation>
    </message>
    <message>
        <source>processor %1 is not a destination of coupler %2</source>
        <translation>Prozessor %1 ist kein Ziel von Koppler %2</translation>
    </message>
    <message>
        <source>a transmission from processor %1 reaches nobody</source>
        <translation>eine Übertragung von Prozessor %1 erreicht niemanden</translation>
    </message>
    <message>
        <source>coupler %1 carries %2 transmissions (from processors %3)</source>
        <translation>Koppler %1 trägt %2 Übertragungen (von den Prozessoren %3)</translation>
    </message>
    <message>
        <source>processor %1 sends %2 different items</source>
        <translation>Prozessor %1 sendet %2 verschiedene Daten</translation>
    </message>
    <message>
        <source>processor %1 reads %2 transmissions (it may read %3)</source>
        <translation>Prozessor %1 empfängt %2 Übertragungen (erlaubt sind %3)</translation>
    </message>
    <message>
        <source>processor %1 sends item %2 before it holds it</source>
        <translation>Prozessor %1 sendet Datum %2, bevor er es besitzt</translation>
    </message>
    <message>
        <source>item %1 depends on itself</source>
        <translation>Datum %1 hängt von sich selbst ab</translation>
    </message>
    <message>
        <source>processor %1 never receives item %2</source>
        <translation>Prozessor %1 erhält Datum %2 nie</translation>
    </message>
    <message>
        <source>processor %1 does not hold its result %2</source>
        <translation>Prozessor %1 besitzt sein Ergebnis %2 nicht</translation>
    </message>
    <message>
        <source>result %1 at processor %2 misses input %3</source>
        <translation>Ergebnis %1 bei Prozessor %2 fehlt die Eingabe %3</translation>
    </message>
    <message>
        <source>result %1 at processor %2 counts input %3 twice</source>
        <translation>Ergebnis %1 bei Prozessor %2 zählt die Eingabe %3 doppelt</translation>
    </message>
    <message>
        <source>result %1 at processor %2 includes item %3, which is not an input</source>
        <translation>Ergebnis %1 bei Prozessor %2 enthält Datum %3, das keine Eingabe ist</translation>
    </message>
    <message>
        <source>Parameter %1 must satisfy %2.</source>
        <translation>Parameter %1 muss %2 erfüllen.</translation>
    </message>
    <message>
        <source>transmissions</source>
        <translation>Übertragungen</translation>
    </message>
    <message>
        <source>items</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>Zeitschlitze</translation>
    </message>
    <message>
        <source>list entries</source>
        <translation>Listeneinträge</translation>
    </message>
    <message>
        <source>bytes of memory</source>
        <translation>Bytes Speicher</translation>
    </message>
    <message>
        <source>This pattern needs %1 transmissions, receipts or goal inputs here, more than the limit of %2; choose a smaller n.</source>
        <translation>Dieses Muster braucht hier %1 Übertragungen, Empfänge oder Zieleingaben, mehr als die Grenze von %2; wählen Sie ein kleineres n.</translation>
    </message>
    <message>
        <source>%1 = %2 is more than the limit of %3.</source>
        <translation>%1 = %2 liegt über der Grenze von %3.</translation>
    </message>
    <message>
        <source>The schedule would have more than %1 %2, the limit.</source>
        <translation>Der Ablaufplan hätte mehr als %1 %2, die Grenze.</translation>
    </message>
    <message>
        <source>There is not enough memory to build this schedule.</source>
        <translation>Für diesen Ablaufplan reicht der Speicher nicht.</translation>
    </message>
    <message>
        <source>The sweep would take more than %1 units of work, the limit of one answer; lower %2.</source>
        <translation>Die Messreihe bräuchte mehr als %1 Arbeitseinheiten, die Grenze einer Antwort; verkleinern Sie %2.</translation>
    </message>
    <message>
        <source>The sweep has %1 values, more than the limit of %2.</source>
        <translation>Die Messreihe hat %1 Werte, mehr als die Grenze von %2.</translation>
    </message>
    <message>
        <source>The network cannot be built: %1</source>
        <translation>Das Netz lässt sich nicht bilden: %1</translation>
    </message>
    <message>
        <source>This run would take %1 units of work, more than the limit of %2; here %3 can be at most %4.</source>
        <translation>Dieser Lauf bräuchte %1 Arbeitseinheiten, mehr als die Grenze von %2; hier darf %3 höchstens %4 sein.</translation>
    </message>
    <message>
        <source>The sweep would take %1 units of work, more than the limit of %2; lower %3.</source>
        <translation>Die Messreihe bräuchte %1 Arbeitseinheiten, mehr als die Grenze von %2; verkleinern Sie %3.</translation>
    </message>
    <message>
        <source>Reading the schedule: %1 of %2 MB (%3%)</source>
        <translation>Ablaufplan wird gelesen: %1 von %2 MB (%3 %)</translation>
    </message>
    <message>
        <source>the end of the range</source>
        <translation>das Ende des Bereichs</translation>
    </message>
    <message>
        <source>the number of nodes N</source>
        <translation>die Knotenzahl N</translation>
    </message>
    <message>
        <source>the largest n</source>
        <translation>das größte n</translation>
    </message>
    <message>
        <source>Writing the animation: frame %1 of %2</source>
        <translation>Animation wird geschrieben: Bild %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>SAT solver: is a schedule of %Ln slot(s) possible? (best so far %1, at least %2; the last question took %3 ms)</source>
        <translation>
            <numerusform>SAT-Solver: Ist ein Ablaufplan mit %Ln Zeitschlitz möglich? (bisher bestes Ergebnis %1, mindestens %2; die letzte Frage dauerte %3 ms)</numerusform>
            <numerusform>SAT-Solver: Ist ein Ablaufplan mit %Ln Zeitschlitzen möglich? (bisher bestes Ergebnis %1, mindestens %2; die letzte Frage dauerte %3 ms)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SAT solver: is a schedule of %Ln slot(s) possible? (best so far %1, at least %2)</source>
        <translation>
            <numerusform>SAT-Solver: Ist ein Ablaufplan mit %Ln Zeitschlitz möglich? (bisher bestes Ergebnis %1, mindestens %2)</numerusform>
            <numerusform>SAT-Solver: Ist ein Ablaufplan mit %Ln Zeitschlitzen möglich? (bisher bestes Ergebnis %1, mindestens %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>The pattern or operation named is not one POPS Lab knows; choose one from the list.</source>
        <translation>Das genannte Muster bzw. die genannte Operation kennt POPS Lab nicht; wählen Sie eines aus der Liste.</translation>
    </message>
    <message>
        <source>The algorithm named is not one of this pattern&apos;s or operation&apos;s; choose one from the list.</source>
        <translation>Der genannte Algorithmus gehört nicht zu diesem Muster bzw. dieser Operation; wählen Sie einen aus der Liste.</translation>
    </message>
    <message>
        <source>Parameter %1 is not one this algorithm takes.</source>
        <translation>Diesen Parameter %1 nimmt der Algorithmus nicht.</translation>
    </message>
    <message>
        <source>The paper&apos;s theorem for this algorithm holds only where %1.</source>
        <translation>Der Satz des Artikels gilt für diesen Algorithmus nur unter der Bedingung: %1.</translation>
    </message>
    <message>
        <source>The sweep would take %1 units of work, more than the limit of %2; lower %3: up to %4 fits.</source>
        <translation>Die Messreihe bräuchte %1 Arbeitseinheiten, mehr als die Grenze von %2; verkleinern Sie %3: bis %4 passt sie.</translation>
    </message>
    <message>
        <source>The sweep would take %1 units of work, more than the limit of %2; lower %3: N = %4 fits.</source>
        <translation>Die Messreihe bräuchte %1 Arbeitseinheiten, mehr als die Grenze von %2; verkleinern Sie %3: mit N = %4 passt sie.</translation>
    </message>
</context>
<context>
    <name>WdmNestedCubesPainter</name>
    <message>
        <source>hop %1: λ%2</source>
        <translation>Sprung %1: λ%2</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes</source>
        <translation>Supertopologie, n = %1, T = %2, R = %3, als %4 Blöcke aus 3-Würfeln</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes: a block holds the processors with the high bits of its title, %6, with its cube links (dimensions 0-2). Not drawn: the cube links between blocks (their titles differ in one bit) and the super topology&apos;s extra links (each processor has %5 links in all). The route&apos;s hops in their wavelengths over a grey band.</source>
        <translation>Supertopologie, n = %1, T = %2, R = %3, als %4 Blöcke aus 3-Würfeln: ein Block enthält die Prozessoren mit den hohen Bits seines Titels, %6, mit seinen Würfelverbindungen (Dimensionen 0-2). Nicht gezeichnet: die Würfelverbindungen zwischen Blöcken (ihre Titel unterscheiden sich in einem Bit) und die zusätzlichen Verbindungen der Supertopologie (jeder Prozessor hat insgesamt %5 Verbindungen). Die Sprünge der Route in ihren Wellenlängen über einem grauen Band.</translation>
    </message>
    <message>
        <source>each named by its low three bits</source>
        <translation>jeder benannt nach seinen drei niedrigen Bits</translation>
    </message>
    <message>
        <source>their names (the low three bits) left out at this size</source>
        <translation>ihre Namen (die drei niedrigen Bits) bei dieser Größe weggelassen</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3, as %4 blocks of 3-cubes titled by their high bits; not drawn: the links between blocks and the extra links.</source>
        <translation>Supertopologie, n = %1, T = %2, R = %3, als %4 Blöcke aus 3-Würfeln, benannt nach ihren hohen Bits; nicht gezeichnet: die Verbindungen zwischen Blöcken und die zusätzlichen Verbindungen.</translation>
    </message>
</context>
<context>
    <name>WdmRoutePainter</name>
    <message>
        <source>Route %1 → %2</source>
        <translation>Route %1 → %2</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>hop %1</source>
        <translation>Sprung %1</translation>
    </message>
    <message>
        <source>dimension %1</source>
        <translation>Dimension %1</translation>
    </message>
    <message numerus="yes">
        <source>super topology: %Ln hop(s), distance H(a, b) = %1</source>
        <translation>
            <numerusform>Supertopologie: %Ln Sprung, Abstand H(a, b) = %1</numerusform>
            <numerusform>Supertopologie: %Ln Sprünge, Abstand H(a, b) = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plain %1-cube: %Ln hop(s)</source>
        <translation>
            <numerusform>einfacher %1-Würfel: %Ln Sprung</numerusform>
            <numerusform>einfacher %1-Würfel: %Ln Sprünge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WdmStarPainter</name>
    <message>
        <source>n = %1, T = %2, R = %3: transmitters (squares, outer row, T0, T1, ... clockwise) and receivers (circles, inner row, R0, R1, ...), coloured and numbered by wavelength</source>
        <translation>n = %1, T = %2, R = %3: Sender (Quadrate, äußere Reihe, T0, T1, ... im Uhrzeigersinn) und Empfänger (Kreise, innere Reihe, R0, R1, ...), nach Wellenlänge gefärbt und nummeriert</translation>
    </message>
    <message>
        <source>passive star
wavelengths: %1</source>
        <translation>passiver Stern
Wellenlängen: %1</translation>
    </message>
    <message>
        <source>; numbers and names too small to read at this size are left out: point at a marker or a processor to see its number or name</source>
        <translation>; Nummern und Namen, die in dieser Größe nicht lesbar wären, fehlen: Zeigen Sie auf eine Markierung oder einen Prozessor, um sie zu sehen</translation>
    </message>
</context>
<context>
    <name>WdmSuperTopologyPainter</name>
    <message>
        <source>super topology, n = %1, T = %2, R = %3: cube links solid, extra links dashed; each half of a link in the wavelength its processor sends on; the route as a grey band</source>
        <translation>Supertopologie, n = %1, T = %2, R = %3: Würfelverbindungen durchgezogen, zusätzliche Verbindungen gestrichelt; jede Hälfte einer Verbindung in der Wellenlänge, auf der ihr Prozessor sendet; die Route als graues Band</translation>
    </message>
    <message>
        <source>super topology, n = %1, T = %2, R = %3: the plain %1-cube, no extra links; each half of a link in the wavelength its processor sends on; the route as a grey band</source>
        <translation>Supertopologie, n = %1, T = %2, R = %3: der einfache %1-Würfel, keine zusätzlichen Verbindungen; jede Hälfte einer Verbindung in der Wellenlänge, auf der ihr Prozessor sendet; die Route als graues Band</translation>
    </message>
    <message>
        <source>hop %1
λ%2</source>
        <translation>Sprung %1
λ%2</translation>
    </message>
    <message>
        <source>; a hop with no room for its name here is named in the route&apos;s table</source>
        <translation>; ein Sprung, dessen Name hier keinen Platz findet, steht in der Tabelle der Route</translation>
    </message>
    <message>
        <source>hop %1: λ%2</source>
        <translation>Sprung %1: λ%2</translation>
    </message>
</context>
<context>
    <name>WdmTransmissionPainter</name>
    <message>
        <source>transmitters</source>
        <translation>Sender</translation>
    </message>
    <message>
        <source>receivers</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>n = %1, T = %2, R = %3: one link for each cube link a → a xor 2ⁱ; each connected component is one wavelength</source>
        <translation>n = %1, T = %2, R = %3: eine Verbindung für jede Würfelverbindung a → a xor 2ⁱ; jede Zusammenhangskomponente ist eine Wellenlänge</translation>
    </message>
    <message>
        <source>n = %1, T = %2, R = %3: each connected component is one wavelength</source>
        <translation>n = %1, T = %2, R = %3: jede Zusammenhangs­komponente ist eine Wellenlänge</translation>
    </message>
    <message>
        <source>transmitter %1</source>
        <translation>Sender %1</translation>
    </message>
    <message>
        <source>receiver %1</source>
        <translation>Empfänger %1</translation>
    </message>
</context>
<context>
    <name>WdmWorkbench</name>
    <message>
        <source>WDM star (paper 004)</source>
        <translation>WDM-Stern (Artikel 004)</translation>
    </message>
    <message>
        <source>WDM over T and R</source>
        <translation>Über T und R</translation>
    </message>
    <message>
        <source>The super topology is drawn for n ≤ %1; the numbers beside hold for this network too.</source>
        <translation>Die Supertopologie wird für n ≤ %1 gezeichnet; die Zahlen daneben gelten auch für dieses Netz.</translation>
    </message>
    <message>
        <source>The star is drawn for n ≤ %1 (%2 processors).</source>
        <translation>Der Stern wird für n ≤ %1 gezeichnet (%2 Prozessoren).</translation>
    </message>
    <message>
        <source>WDM star super topology</source>
        <translation>Supertopologie des WDM-Sterns</translation>
    </message>
    <message>
        <source>WDM route as bit strings</source>
        <translation>WDM-Route als Bitfolgen</translation>
    </message>
    <message>
        <source>WDM star with its transceivers</source>
        <translation>WDM-Stern mit Sendern und Empfängern</translation>
    </message>
    <message>
        <source>WDM transmission graph</source>
        <translation>WDM-Übertragungsgraph</translation>
    </message>
    <message>
        <source>WDM wavelengths</source>
        <translation>Wellenlängen</translation>
    </message>
    <message>
        <source>WDM distances</source>
        <translation>Abstände</translation>
    </message>
    <message>
        <source>&lt;p&gt;Beside the super topology the route is written as bit strings, the groups bracketed and the bits each hop flips filled, above the plain cube&apos;s route. On the WDM wavelengths page, point at a transceiver or a link to highlight its wavelength in every figure; click to keep it highlighted. WDM distances compares the distance histogram with the cube&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Neben der Supertopologie steht die Route als Bitfolgen, die Gruppen eingeklammert und die Bits, die jeder Sprung kippt, hervorgehoben, über der Route des einfachen Würfels. Auf der Seite Wellenlängen hebt das Zeigen auf einen Sender, Empfänger oder eine Verbindung deren Wellenlänge in jeder Abbildung hervor; ein Klick hält sie hervorgehoben. Abstände vergleicht das Abstandshistogramm mit dem des Würfels.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The transmission graph is drawn while each side has at most %1 transceivers: here there are %2 transmitters (N × T) and %3 receivers (N × R).</source>
        <translation>Der Übertragungsgraph wird gezeichnet, solange jede Seite höchstens %1 Sender bzw. Empfänger hat: hier sind es %2 Sender (N × T) und %3 Empfänger (N × R).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The WDM passive star with an embedded hypercube&lt;/h3&gt;&lt;p&gt;Paper 004 (Wan, Liu and Yang). N = 2&lt;sup&gt;n&lt;/sup&gt; processors share one passive star; each has T transmitters and R receivers fixed to one wavelength. The n-cube&apos;s dimensions are split into groups, each served by one transmitter and receiver; every cube link joins a transmitter to a receiver, and each connected component of these links needs one wavelength. A transmitter then reaches every receiver on its wavelength: the super topology has more links than the cube and a smaller diameter, min(n, max(R, 2T)) (Theorem 3.1).&lt;/p&gt;&lt;p&gt;Routing1 (T = R) and Routing2 (Tables 1 and 2) fix one group of dimensions at a time; every hop uses one wavelength, and the hop count is the distance H(a, b) of Lemmas 3.2 and 3.5 (corrected, see the user guide&apos;s errata, F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Der passive WDM-Stern mit eingebettetem Hyperwürfel&lt;/h3&gt;&lt;p&gt;Artikel 004 (Wan, Liu und Yang). N = 2&lt;sup&gt;n&lt;/sup&gt; Prozessoren teilen sich einen passiven Stern; jeder hat T Sender und R Empfänger, jeweils fest auf eine Wellenlänge eingestellt. Die Dimensionen des n-Würfels werden in Gruppen geteilt, die je ein Sender und ein Empfänger bedienen; jede Würfelverbindung führt von einem Sender zu einem Empfänger, und jede Zusammenhangskomponente dieser Verbindungen braucht eine Wellenlänge. Ein Sender erreicht dann jeden Empfänger auf seiner Wellenlänge: Die Supertopologie hat mehr Verbindungen als der Würfel und einen kleineren Durchmesser, min(n, max(R, 2T)) (Satz 3.1).&lt;/p&gt;&lt;p&gt;Routing1 (T = R) und Routing2 (Tabellen 1 und 2) legen eine Dimensionsgruppe nach der anderen fest; jeder Sprung nutzt eine Wellenlänge, und die Zahl der Sprünge ist der Abstand H(a, b) der Lemmata 3.2 und 3.5 (korrigiert, siehe die Errata im Benutzerhandbuch, F1).&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>, each shared by %Ln transmitter(s)</source>
        <translation>
            <numerusform>, jede von %Ln Sender geteilt</numerusform>
            <numerusform>, jede von %Ln Sendern geteilt</numerusform>
        </translation>
    </message>
    <message>
        <source>, each shared by %1–%2 transmitters</source>
        <translation>, jede von %1–%2 Sendern geteilt</translation>
    </message>
    <message numerus="yes">
        <source>This network needs %Ln wavelength(s) (components of the transmission graph)</source>
        <translation>
            <numerusform>Dieses Netz braucht %Ln Wellenlänge (eine Komponente des Übertragungsgraphen)</numerusform>
            <numerusform>Dieses Netz braucht %Ln Wellenlängen (Komponenten des Übertragungsgraphen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: a TDM frame of %Ln slot(s).</source>
        <translation>
            <numerusform>: ein TDM-Rahmen von %Ln Zeitschlitz.</numerusform>
            <numerusform>: ein TDM-Rahmen von %Ln Zeitschlitzen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusCanvas</name>
    <message>
        <source>Simulating the bus...</source>
        <translation>Bus wird simuliert...</translation>
    </message>
    <message>
        <source>read the datum of processor %1</source>
        <translation>las das Datum von Prozessor %1</translation>
    </message>
    <message>
        <source>its reference and select pulses coincided</source>
        <translation>Referenz- und Auswahlpuls koinzidierten</translation>
    </message>
    <message>
        <source>found no message</source>
        <translation>fand keine Nachricht</translation>
    </message>
    <message>
        <source>found %1 messages at once</source>
        <translation>fand %1 Nachrichten gleichzeitig</translation>
    </message>
    <message>
        <source>read the datum of processor %1, not %2</source>
        <translation>las das Datum von Prozessor %1, nicht von %2</translation>
    </message>
    <message>
        <source>saw no coincidence</source>
        <translation>sah keine Koinzidenz</translation>
    </message>
    <message>
        <source>saw several coincidences</source>
        <translation>sah mehrere Koinzidenzen</translation>
    </message>
    <message>
        <source>Processor %1 at t = %2 (cycle %3, slot %4): %5</source>
        <translation>Prozessor %1 bei t = %2 (Zyklus %3, Zeitschlitz %4): %5</translation>
    </message>
    <message>
        <source>Processor %1 never reads: no pulse reaches it</source>
        <translation>Prozessor %1 liest nie: kein Puls erreicht ihn</translation>
    </message>
    <message>
        <source>Processor %1 reads at t = %2 (cycle %3, slot %4), after the time shown</source>
        <translation>Prozessor %1 liest bei t = %2 (Zyklus %3, Zeitschlitz %4), nach der gezeigten Zeit</translation>
    </message>
    <message>
        <source>Processor %1: the source, which writes the datum</source>
        <translation>Prozessor %1: die Quelle, die das Datum schreibt</translation>
    </message>
    <message>
        <source>Processor %1 reads nothing in this run</source>
        <translation>Prozessor %1 liest in diesem Lauf nichts</translation>
    </message>
    <message>
        <source>The space-time diagram is drawn for at most %L1 processors and %L2 clock units, the 2D grid for at most %L3 × %L3; the details beside hold for this run too.</source>
        <translation>Das Raum-Zeit-Diagramm wird für höchstens %L1 Prozessoren und %L2 Takteinheiten gezeichnet, das 2D-Gitter für höchstens %L3 × %L3; die Angaben daneben gelten auch für diesen Lauf.</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusDetails</name>
    <message>
        <source>Simulating the bus...</source>
        <translation>Bus wird simuliert...</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 processors, τ = %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 Prozessoren, τ = %2&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Every read found exactly its datum.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Jeder Lesevorgang fand genau sein Datum.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Some reads failed&lt;/b&gt; (marked with a cross).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Einige Lesevorgänge schlugen fehl&lt;/b&gt; (mit einem Kreuz markiert).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>coincidence at t = %1: sum %2</source>
        <translation>Koinzidenz bei t = %1: Summe %2</translation>
    </message>
    <message>
        <source>no single message</source>
        <translation>keine einzelne Nachricht</translation>
    </message>
    <message>
        <source>&lt;p&gt;... and %1 more reads.&lt;/p&gt;</source>
        <translation>&lt;p&gt;... und %1 weitere Lesevorgänge.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Section 3.2 describes the 2DAROB and the ASOS in words only: POPS Lab draws their switch states and simulates nothing on them.</source>
        <translation>Abschnitt 3.2 beschreibt 2DAROB und ASOS nur in Worten: POPS Lab zeichnet ihre Schalterstellungen und simuliert nichts darauf.</translation>
    </message>
    <message>
        <source>t = %1 (cycle %2, slot %3): datum of %4</source>
        <translation>t = %1 (Zyklus %2, Zeitschlitz %3): Datum von&#xa0;%4</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bus cycles:&lt;/b&gt; %1, each of %2 clock units (an electronic bus: %3)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Buszyklen:&lt;/b&gt; %1 zu je %2 Takteinheiten (ein elektronischer Bus: %3)&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Processors %1, left of the writer, cannot be reached: the bus carries light one way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Prozessoren %1 links vom Schreiber sind nicht erreichbar: Der Bus leitet das Licht nur in eine Richtung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Processor 0, left of the writer, cannot be reached: the bus carries light one way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Prozessor 0 links vom Schreiber ist nicht erreichbar: Der Bus leitet das Licht nur in eine Richtung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Time t in clock units from 0; cycles and slots counted from 1 (cycle 1, slot 1 begins at t = 0).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zeit t in Takteinheiten ab 0; Zyklen und Zeitschlitze ab 1 gezählt (Zyklus 1, Zeitschlitz 1 beginnt bei t = 0).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>Prozessor</translation>
    </message>
    <message>
        <source>what it read</source>
        <translation>gelesen</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusForm</name>
    <message>
        <source>operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>processors n</source>
        <translation>Prozessoren n</translation>
    </message>
    <message>
        <source>τ (clock units a hop)</source>
        <translation>τ (Takteinheiten je Sprung)</translation>
    </message>
    <message>
        <source>permutation p</source>
        <translation>Permutation p</translation>
    </message>
    <message>
        <source>bits b</source>
        <translation>Bits b</translation>
    </message>
    <message>
        <source>list:b0,b1,... of 0s and 1s, or random. Press Enter to run.</source>
        <translation>list:b0,b1,... aus Nullen und Einsen, oder random. Mit Enter ausführen.</translation>
    </message>
    <message>
        <source>open switches</source>
        <translation>offene Schalter</translation>
    </message>
    <message>
        <source>Processors that open their segment switch, e.g. 3,6: the bus splits into segments that sum on their own.</source>
        <translation>Prozessoren, die ihren Segmentschalter öffnen, z. B. 3,6: Der Bus zerfällt in Segmente, die für sich summieren.</translation>
    </message>
    <message>
        <source>random seed</source>
        <translation>Zufalls-Startwert</translation>
    </message>
    <message>
        <source>writer k</source>
        <translation>Schreiber k</translation>
    </message>
    <message>
        <source>writers (0, 1, ...)</source>
        <translation>Schreiber (0, 1, ...)</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>source row</source>
        <translation>Quellzeile</translation>
    </message>
    <message>
        <source>source column</source>
        <translation>Quellspalte</translation>
    </message>
    <message>
        <source>Message and reference have a unit delay loop a hop; the select pulses do not. j reads where reference and select coincide.</source>
        <translation>Nachricht und Referenz haben je Sprung eine Verzögerungsschleife von einer Einheit, die Auswahlpulse nicht. j liest dort, wo Referenz und Auswahl koinzidieren.</translation>
    </message>
    <message>
        <source>The source&apos;s row bus in the first cycle, every column bus in the second.</source>
        <translation>Im ersten Zyklus der Zeilenbus der Quelle, im zweiten jeder Spaltenbus.</translation>
    </message>
    <message>
        <source>Processors 0, 1, ... write in the first slot; every processor reads every message from its left, one behind the other on one waveguide.</source>
        <translation>Prozessoren 0, 1, ... schreiben im ersten Zeitschlitz; jeder Prozessor liest jede Nachricht von seiner linken Seite, eine hinter der anderen auf einem Wellenleiter.</translation>
    </message>
    <message>
        <source>buses along the columns</source>
        <translation>Busse entlang der Spalten</translation>
    </message>
    <message>
        <source>Folded row and column buses; a switch at every processor, straight or cross. Drawn only: the paper gives no timing.</source>
        <translation>Gefaltete Zeilen- und Spaltenbusse; ein Schalter an jedem Prozessor, gerade oder gekreuzt. Nur gezeichnet: der Artikel gibt kein Zeitverhalten an.</translation>
    </message>
    <message>
        <source>A switch at every processor joins its bus segments into disjoint buses, each a unidirectional chain led by its first processor. Drawn only.</source>
        <translation>Ein Schalter an jedem Prozessor verbindet dessen Bussegmente zu disjunkten Bussen, jeder eine gerichtete Kette, angeführt von ihrem ersten Prozessor. Nur gezeichnet.</translation>
    </message>
    <message>
        <source>all switches crossed</source>
        <translation>alle Schalter gekreuzt</translation>
    </message>
    <message>
        <source>Everyone writes on the upper segment; j reads the lower one after 2n − 2 − p(j) − j slots.</source>
        <translation>Alle schreiben auf das obere Segment; j liest das untere nach 2n − 2 − p(j) − j Zeitschlitzen.</translation>
    </message>
    <message>
        <source>Processor i delays the select pulse one slot if bᵢ = 1; it counts the slots until reference and select coincide.</source>
        <translation>Prozessor i verzögert den Auswahlpuls um einen Zeitschlitz, wenn bᵢ = 1; er zählt die Zeitschlitze, bis Referenz und Auswahl koinzidieren.</translation>
    </message>
    <message>
        <source>Every processor writes on both buses at the start of the cycle; j reads after |⁠p(j)&#xa0;−&#xa0;j| slots.</source>
        <translation>Jeder Prozessor schreibt zu Beginn des Zyklus auf beide Busse; j liest nach |⁠p(j)&#xa0;−&#xa0;j| Zeitschlitzen.</translation>
    </message>
    <message>
        <source>Processor j receives the datum of p(j): list:p0,p1,..., shift:k (p(j) = j − k mod n) or random. Press Enter to run.</source>
        <translation>Prozessor j erhält das Datum von p(j): list:p0,p1,..., shift:k (p(j) = j − k mod n) oder random. Mit Enter ausführen.</translation>
    </message>
    <message>
        <source>Everyone writes in the first slot; j reads k&apos;s message when its counter reaches j&#xa0;−&#xa0;k.</source>
        <translation>Alle schreiben im ersten Zeitschlitz; j liest die Nachricht von k, wenn sein Zähler j&#xa0;−&#xa0;k erreicht.</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusPlots</name>
    <message>
        <source>No run</source>
        <translation>Kein Lauf</translation>
    </message>
    <message>
        <source>wait(j): slots until processor j reads its datum</source>
        <translation>wait(j): Zeitschlitze, bis Prozessor j sein Datum liest</translation>
    </message>
    <message>
        <source>processor j</source>
        <translation>Prozessor j</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>Zeitschlitze</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>the 2D broadcast takes two cycles whatever the grid</source>
        <translation>der 2D-Rundruf braucht unabhängig vom Gitter zwei Zyklen</translation>
    </message>
    <message>
        <source>simulating %1 buses...</source>
        <translation>%1 Busse werden simuliert...</translation>
    </message>
    <message>
        <source>processors n</source>
        <translation>Prozessoren n</translation>
    </message>
    <message>
        <source>bus cycles</source>
        <translation>Buszyklen</translation>
    </message>
    <message>
        <source>cycles against n up to</source>
        <translation>Zyklen über n bis</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>optical bus, simulated</source>
        <translation>optischer Bus, simuliert</translation>
    </message>
    <message>
        <source>electronic bus, one datum a cycle</source>
        <translation>elektronischer Bus, ein Datum je Zyklus</translation>
    </message>
    <message>
        <source>swept with p = shift:1</source>
        <translation>durchlaufen mit p = shift:1</translation>
    </message>
    <message>
        <source>swept with every bit 1</source>
        <translation>durchlaufen mit jedem Bit 1</translation>
    </message>
    <message>
        <source>swept with every processor writing</source>
        <translation>durchlaufen mit jedem Prozessor als Schreiber</translation>
    </message>
    <message>
        <source>swept with writer 0</source>
        <translation>durchlaufen mit Schreiber 0</translation>
    </message>
    <message>
        <source>every n simulated, every read checked; %1</source>
        <translation>jedes n simuliert, jeder Lesevorgang geprüft; %1</translation>
    </message>
    <message>
        <source>Bus cycles against n</source>
        <translation>Buszyklen über n</translation>
    </message>
    <message>
        <source>Messages processor j reads in one bus cycle</source>
        <translation>Nachrichten, die Prozessor j in einem Buszyklus liest</translation>
    </message>
    <message>
        <source>When reference and select coincide</source>
        <translation>Wann Referenz und Auswahl koinzidieren</translation>
    </message>
    <message>
        <source>When each processor reads</source>
        <translation>Wann jeder Prozessor liest</translation>
    </message>
    <message>
        <source>processor j (row · columns + column)</source>
        <translation>Prozessor j (Zeile · Spalten + Spalte)</translation>
    </message>
    <message>
        <source>time t (clock units)</source>
        <translation>Zeit t (Takteinheiten)</translation>
    </message>
    <message>
        <source>n = %1 shown; the lines %2</source>
        <translation>n = %1 angezeigt; die Linien %2</translation>
    </message>
    <message>
        <source>the network shown, its own input (optical, electronic)</source>
        <translation>das gezeigte Netz, seine eigene Eingabe (optisch, elektronisch)</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>schreibt</translation>
    </message>
    <message>
        <source>no read</source>
        <translation>kein Lesevorgang</translation>
    </message>
    <message>
        <source>n = %L1 shown: not in this sweep</source>
        <translation>n = %L1 angezeigt: nicht in dieser Messreihe</translation>
    </message>
</context>
<context>
    <name>popslab::bus::BusTimeBar</name>
    <message>
        <source>Start of the run</source>
        <translation>Anfang des Laufs</translation>
    </message>
    <message>
        <source>One clock unit back</source>
        <translation>Eine Takteinheit zurück</translation>
    </message>
    <message>
        <source>Play the run</source>
        <translation>Lauf abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>One clock unit on</source>
        <translation>Eine Takteinheit weiter</translation>
    </message>
    <message>
        <source>End of the run</source>
        <translation>Ende des Laufs</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>t = %1 (cycle %2, slot %3)</source>
        <translation>t = %1 (Zyklus %2, Zeitschlitz %3)</translation>
    </message>
    <message>
        <source>t = %1 (end of cycle %2)</source>
        <translation>t = %1 (Ende von Zyklus %2)</translation>
    </message>
</context>
<context>
    <name>popslab::gui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <source>Frames per step (slot):</source>
        <translation>Bilder je Schritt (Zeitschlitz):</translation>
    </message>
    <message>
        <source>Time per step:</source>
        <translation>Zeit je Schritt:</translation>
    </message>
    <message>
        <source>More frames move the messages more smoothly and make the file larger. A figure that does not move within a step keeps one frame a step: frames alike are merged.</source>
        <translation>Mehr Bilder bewegen die Nachrichten flüssiger und machen die Datei größer. Eine Abbildung, die sich innerhalb eines Schritts nicht bewegt, behält ein Bild je Schritt: gleiche Bilder werden zusammengefasst.</translation>
    </message>
</context>
<context>
    <name>popslab::gui::BackgroundJob</name>
    <message>
        <source>The result would have more than %1 %2, the limit.</source>
        <translation>Das Ergebnis hätte mehr als %1 %2, die Grenze.</translation>
    </message>
    <message>
        <source>The computation would take more than %1 units of work, the limit.</source>
        <translation>Die Berechnung bräuchte mehr als %1 Arbeitseinheiten, die Grenze.</translation>
    </message>
    <message>
        <source>There is not enough memory for this request.</source>
        <translation>Für diese Anfrage reicht der Speicher nicht.</translation>
    </message>
    <message>
        <source>Unexpected error: %1</source>
        <translation>Unerwarteter Fehler: %1</translation>
    </message>
    <message>
        <source>Unexpected error.</source>
        <translation>Unerwarteter Fehler.</translation>
    </message>
</context>
<context>
    <name>popslab::gui::FamilyNavigator</name>
    <message>
        <source>paper %1</source>
        <translation>Artikel %1</translation>
    </message>
</context>
<context>
    <name>popslab::gui::LessonDeck</name>
    <message>
        <source>Add scene</source>
        <translation>Szene hinzufügen</translation>
    </message>
    <message>
        <source>Delete scene</source>
        <translation>Szene löschen</translation>
    </message>
    <message>
        <source>Move scene</source>
        <translation>Szene verschieben</translation>
    </message>
    <message>
        <source>Rename scene</source>
        <translation>Szene umbenennen</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
    <message>
        <source>Rename lesson</source>
        <translation>Lektion umbenennen</translation>
    </message>
</context>
<context>
    <name>popslab::gui::LessonPanel</name>
    <message>
        <source>Scene %1</source>
        <translation>Szene %1</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>Titel der Lektion</translation>
    </message>
    <message>
        <source>e.g. Optical interconnects, lecture 7</source>
        <translation>z. B. Optische Verbindungsnetze, Vorlesung 7</translation>
    </message>
    <message>
        <source>Click: show. Drag: reorder. Double-click: rename.</source>
        <translation>Klick: zeigen. Ziehen: umordnen. Doppelklick: umbenennen.</translation>
    </message>
    <message>
        <source>PageDown and PageUp step through the scenes, also in presentation mode.</source>
        <translation>Bild ab und Bild auf gehen durch die Szenen, auch im Präsentationsmodus.</translation>
    </message>
    <message>
        <source>Notes (presenter view, handout)</source>
        <translation>Notizen (Referentenansicht, Handout)</translation>
    </message>
    <message>
        <source>Add the current view</source>
        <translation>Aktuelle Ansicht hinzufügen</translation>
    </message>
    <message>
        <source>A new scene after this one: the family, page and parameters on show</source>
        <translation>Eine neue Szene nach dieser: die gezeigte Familie, Seite und Parameter</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Open lesson...</source>
        <translation>Lektion öffnen...</translation>
    </message>
    <message>
        <source>Save lesson...</source>
        <translation>Lektion speichern...</translation>
    </message>
    <message>
        <source>Hand out...</source>
        <translation>Austeilen ...</translation>
    </message>
    <message>
        <source>Write the lesson as a PDF handout (each scene&apos;s title, figure and notes) or as one web page that plays every step</source>
        <translation>Die Lektion als PDF-Handout (Titel, Abbildung und Notizen jeder Szene) oder als eine Webseite schreiben, die jeden Schritt abspielt</translation>
    </message>
</context>
<context>
    <name>popslab::gui::MainWindow</name>
    <message>
        <source>About POPS Lab</source>
        <translation>Über POPS Lab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Export the figure as shown...</source>
        <translation>Abbildung wie gezeigt &amp;exportieren...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Abspielen / anhalten</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>&amp;Explain this algorithm</source>
        <translation>Diesen Algorithmus &amp;erklären</translation>
    </message>
    <message>
        <source>&amp;About POPS Lab</source>
        <translation>&amp;Über POPS Lab</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Cannot export figure</source>
        <translation>Abbildung lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The session has changed. Save it before going on?</source>
        <translation>Die Sitzung wurde geändert. Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Sitzung lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>POPS Lab sessions (*.popslab)</source>
        <translation>POPS-Lab-Sitzungen (*.popslab)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>Sitzung &amp;speichern</translation>
    </message>
    <message>
        <source>Save session &amp;as...</source>
        <translation>Sitzung speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Sitzung lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Export numbered PNG &amp;frames...</source>
        <translation>Nummerierte &amp;PNG-Einzelbilder exportieren...</translation>
    </message>
    <message>
        <source>PNG resolution</source>
        <translation>PNG-Auflösung</translation>
    </message>
    <message>
        <source>Dots per inch:</source>
        <translation>Punkte pro Zoll:</translation>
    </message>
    <message>
        <source>Folder for the numbered frames</source>
        <translation>Ordner für die nummerierten Einzelbilder</translation>
    </message>
    <message>
        <source>Writing frames...</source>
        <translation>Einzelbilder werden geschrieben...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Wrote %1 frames to %2</source>
        <translation>%1 Einzelbilder nach %2 geschrieben</translation>
    </message>
    <message>
        <source>Cancelled; the previous state is kept.</source>
        <translation>Abgebrochen; der vorige Zustand bleibt erhalten.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Working...</source>
        <translation>In Arbeit...</translation>
    </message>
    <message>
        <source>Sessions and results (%1)</source>
        <translation>Sitzungen und Ergebnisse (%1)</translation>
    </message>
    <message>
        <source>&amp;Cancel work in progress</source>
        <translation>Laufende Arbeit &amp;abbrechen</translation>
    </message>
    <message>
        <source>POPS Lab</source>
        <translation>POPS Lab</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Save as JSON</source>
        <translation>Als JSON speichern</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>About this algorithm</source>
        <translation>Über diesen Algorithmus</translation>
    </message>
    <message>
        <source>No font with Chinese characters is installed: install fonts-noto-cjk (Noto Sans CJK SC).</source>
        <translation>Keine Schrift mit chinesischen Zeichen installiert: installieren Sie fonts-noto-cjk (Noto Sans CJK SC).</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF-Animationen (*.gif)</translation>
    </message>
    <message>
        <source>Drawing frames...</source>
        <translation>Bilder werden gezeichnet...</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Cannot export animation</source>
        <translation>Animation kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Work is in progress; export when it has finished (or cancel it with Esc).</source>
        <translation>Es wird noch gerechnet; exportieren Sie, wenn es fertig ist (oder brechen Sie mit Esc ab).</translation>
    </message>
    <message>
        <source>MP4 videos, H.264 (*.mp4)</source>
        <translation>MP4-Videos, H.264 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM videos, VP9 (*.webm)</source>
        <translation>WebM-Videos, VP9 (*.webm)</translation>
    </message>
    <message>
        <source>Export ani&amp;mation (GIF, video)...</source>
        <translation>&amp;Animation exportieren (GIF, Video)...</translation>
    </message>
    <message>
        <source>&amp;Paper figures</source>
        <translation>Abbildungen der A&amp;rtikel</translation>
    </message>
    <message>
        <source>Export the figure of every s&amp;tep...</source>
        <translation>Abbildung aller Schri&amp;tte exportieren...</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>%1 is a device, a pipe or a socket, not a file</source>
        <translation>%1 ist ein Gerät, eine Pipe oder ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>%1 is not a file POPS Lab opens: sessions (.popslab), schedules and exercises (.json)</source>
        <translation>%1 ist keine Datei, die POPS Lab öffnet: Sitzungen (.popslab), Ablaufpläne und Übungen (.json)</translation>
    </message>
    <message>
        <source>%1 is a &quot;%2&quot; document, which POPS Lab does not open</source>
        <translation>%1 ist ein »%2«-Dokument, das POPS Lab nicht öffnet</translation>
    </message>
    <message>
        <source>&amp;Network family</source>
        <translation>&amp;Netzfamilie</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Export in the window&apos;s t&amp;heme</source>
        <translation>Im Farbschema des Fensters e&amp;xportieren</translation>
    </message>
    <message>
        <source>The session&apos;s view.family &quot;%1&quot; is not a network family of POPS Lab; showing %2.</source>
        <translation>view.family &quot;%1&quot; der Sitzung ist keine Netzfamilie von POPS Lab; %2 wird angezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>The session asks for page %1 of %2, which has %Ln page(s); showing the first.</source>
        <translation>
            <numerusform>Die Sitzung verlangt Seite %1 von %2, das %Ln Seite hat; die erste wird angezeigt.</numerusform>
            <numerusform>Die Sitzung verlangt Seite %1 von %2, das %Ln Seiten hat; die erste wird angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next scene of the lesson</source>
        <translation>Nächste Szene der Lektion</translation>
    </message>
    <message>
        <source>Previous scene of the lesson</source>
        <translation>Vorige Szene der Lektion</translation>
    </message>
    <message>
        <source>%1, scene %2 of %3</source>
        <translation>%1, Szene %2 von %3</translation>
    </message>
    <message>
        <source>%1 has no scenes</source>
        <translation>%1 hat keine Szenen</translation>
    </message>
    <message>
        <source>Scene %1 of %2: %3</source>
        <translation>Szene %1 von %2: %3</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Presenter notes (lesson)</source>
        <translation>Referentennotizen (Lektion)</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>POPS Lab lessons (*.popslab-lesson)</source>
        <translation>POPS-Lab-Lektionen (*.popslab-lesson)</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation>Lektion kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Lesson saved to %1</source>
        <translation>Lektion gespeichert unter %1</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>Ungespeicherte Lektion</translation>
    </message>
    <message>
        <source>The lesson has changed. Save it before going on?</source>
        <translation>Die Lektion wurde geändert. Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>Szene %1 von %2</translation>
    </message>
    <message>
        <source>PDF handout (*.pdf)</source>
        <translation>PDF-Handout (*.pdf)</translation>
    </message>
    <message>
        <source>Web page that plays the lesson (*.html)</source>
        <translation>Webseite, die die Lektion abspielt (*.html)</translation>
    </message>
    <message>
        <source>Hand out lesson</source>
        <translation>Lektion austeilen</translation>
    </message>
    <message>
        <source>Cannot hand out the lesson</source>
        <translation>Die Lektion kann nicht ausgeteilt werden</translation>
    </message>
    <message>
        <source>Lesson handed out as %1</source>
        <translation>Lektion ausgeteilt als %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Cannot open: %1</source>
        <translation>Öffnen nicht möglich: %1</translation>
    </message>
    <message>
        <source>The presenter notes are a lesson&apos;s: open one (File &gt; Open) or make one (View &gt; Lesson).</source>
        <translation>Die Referentennotizen gehören zu einer Lektion: öffnen Sie eine (Datei &gt; Öffnen) oder erstellen Sie eine (Ansicht &gt; Lektion).</translation>
    </message>
    <message>
        <source>(no year printed)</source>
        <translation>(ohne gedrucktes Jahr)</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Scene %1 of %2 (not on show)</source>
        <translation>Szene %1 von %2 (nicht gezeigt)</translation>
    </message>
</context>
<context>
    <name>popslab::gui::PlaybackBar</name>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>popslab::gui::PresenterView</name>
    <message>
        <source>Scene %1 of %2</source>
        <translation>Szene %1 von %2</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>Last scene of the lesson</source>
        <translation>Letzte Szene der Lektion</translation>
    </message>
    <message>
        <source>Presenter view</source>
        <translation>Referentenansicht</translation>
    </message>
    <message>
        <source>This scene has no notes.</source>
        <translation>Diese Szene hat keine Notizen.</translation>
    </message>
</context>
<context>
    <name>popslab::gui::UserGuide</name>
    <message>
        <source>POPS Lab user guide</source>
        <translation>POPS Lab – Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknCanvas</name>
    <message>
        <source>there is no simulated run to draw</source>
        <translation>es gibt keinen simulierten Lauf zum Zeichnen</translation>
    </message>
    <message>
        <source>OK_N at time %1</source>
        <translation>OK_N zur Zeit %1</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>OK_N, N = %L1, k = %L2, delay = %L3</source>
        <translation>OK_N, N = %L1, k = %L2, Verzögerung = %L3</translation>
    </message>
    <message>
        <source>The figure is drawn for N up to %L1; the panel gives this run&apos;s times.</source>
        <translation>Die Abbildung wird für N bis %L1 gezeichnet; die Zeiten dieses Laufs stehen links.</translation>
    </message>
    <message>
        <source>This run is too long to draw (%L1 units of work, the figure draws up to %L2); the panel gives its times.</source>
        <translation>Dieser Lauf ist zu lang zum Zeichnen (%L1 Arbeitseinheiten, die Abbildung zeichnet bis %L2); seine Zeiten stehen links.</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknDocument</name>
    <message>
        <source>The simulator rejected the program: %1</source>
        <translation>Der Simulator hat das Programm abgelehnt: %1</translation>
    </message>
    <message>
        <source>best i: %1</source>
        <translation>bestes i: %1</translation>
    </message>
    <message>
        <source>every datum reached its destination</source>
        <translation>jedes Datum hat sein Ziel erreicht</translation>
    </message>
    <message>
        <source>timing only (too large to track each datum)</source>
        <translation>nur Zeitverhalten (zu groß, um jedes Datum zu verfolgen)</translation>
    </message>
    <message>
        <source>best i: %1 or %2, equally fast</source>
        <translation>bestes i: %1 oder %2, gleich schnell</translation>
    </message>
    <message>
        <source>simulated: %L1 time units
paper&apos;s formula: %L2</source>
        <translation>simuliert: %L1 Zeiteinheiten
Formel des Artikels: %L2</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknForm</name>
    <message>
        <source>nodes N</source>
        <translation>Knoten N</translation>
    </message>
    <message>
        <source>ports k</source>
        <translation>Ports k</translation>
    </message>
    <message>
        <source>standard steps i</source>
        <translation>Standardschritte i</translation>
    </message>
    <message>
        <source>the best</source>
        <translation>beste Anzahl</translation>
    </message>
    <message>
        <source>delay d</source>
        <translation>Verzögerung d</translation>
    </message>
    <message>
        <source>time units to reconfigure a link</source>
        <translation>Zeiteinheiten, um eine Verbindung neu zu konfigurieren</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknPage</name>
    <message>
        <source>Export view</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <source>Cannot export figure</source>
        <translation>Abbildung lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Export view...</source>
        <translation>Ansicht exportieren...</translation>
    </message>
    <message>
        <source>No run: the figure says why.</source>
        <translation>Kein Lauf: die Abbildung sagt, warum.</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknPlots</name>
    <message>
        <source>Export plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Cannot export plot</source>
        <translation>Diagramm lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Simulating...</source>
        <translation>Simuliere...</translation>
    </message>
    <message>
        <source>reconfiguration delay</source>
        <translation>Rekonfigurationsverzögerung</translation>
    </message>
    <message>
        <source>ports k</source>
        <translation>Ports k</translation>
    </message>
    <message>
        <source>nodes N</source>
        <translation>Knoten N</translation>
    </message>
    <message>
        <source>Plot against</source>
        <translation>Auftragen gegen</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Zeichnen</translation>
    </message>
    <message>
        <source>Export plot...</source>
        <translation>Diagramm exportieren...</translation>
    </message>
    <message>
        <source>The range runs from %1 to %2: its start must not be past its end.</source>
        <translation>Der Bereich reicht von %1 bis %2: sein Anfang darf nicht hinter seinem Ende liegen.</translation>
    </message>
    <message>
        <source>Nothing to plot: see the note above.</source>
        <translation>Nichts zu zeichnen: siehe den Hinweis oben.</translation>
    </message>
    <message>
        <source>N = %1, k = %2</source>
        <translation>N = %1, k = %2</translation>
    </message>
    <message>
        <source>%1 on OK_N, %2</source>
        <translation>%1 auf OK_N, %2</translation>
    </message>
    <message>
        <source>from </source>
        <translation>von </translation>
    </message>
    <message>
        <source>to </source>
        <translation>bis </translation>
    </message>
    <message>
        <source>No value from %1 to %2 meets the conditions of any algorithm of this operation.</source>
        <translation>Kein Wert von %1 bis %2 erfüllt die Bedingungen eines Algorithmus dieser Operation.</translation>
    </message>
    <message>
        <source>N = %1, delay = %2</source>
        <translation>N = %1, Verzögerung = %2</translation>
    </message>
    <message>
        <source>k = %1, delay = %2</source>
        <translation>k = %1, Verzögerung = %2</translation>
    </message>
    <message>
        <source>delay = %1 shown</source>
        <translation>Verzögerung = %1 angezeigt</translation>
    </message>
    <message>
        <source>k = %1 shown</source>
        <translation>k = %1 angezeigt</translation>
    </message>
    <message>
        <source>N = %1 shown</source>
        <translation>N = %1 angezeigt</translation>
    </message>
    <message>
        <source>%1 is not plotted. %2</source>
        <translation>%1 wird nicht gezeichnet. %2</translation>
    </message>
    <message>
        <source>%1 is not plotted: no value from %2 to %3 meets its conditions. At %2: %4</source>
        <translation>%1 wird nicht gezeichnet: kein Wert von %2 bis %3 erfüllt seine Bedingungen. Bei %2: %4</translation>
    </message>
    <message>
        <source>%1 is not plotted: no value from %2 to %3 meets its conditions.</source>
        <translation>%1 wird nicht gezeichnet: kein Wert von %2 bis %3 erfüllt seine Bedingungen.</translation>
    </message>
    <message>
        <source>Cancelled: Plot sweeps again.</source>
        <translation>Abgebrochen: »Zeichnen« startet die Messreihe erneut.</translation>
    </message>
    <message>
        <source>%1: not in this range</source>
        <translation>%1: nicht in diesem Bereich</translation>
    </message>
    <message>
        <source>Nothing to plot: the run is refused, as the figure says.</source>
        <translation>Nichts zu zeichnen: der Lauf wird abgelehnt, wie die Abbildung sagt.</translation>
    </message>
</context>
<context>
    <name>popslab::okn::OknTimelineBar</name>
    <message>
        <source>First event</source>
        <translation>Erstes Ereignis</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Letztes Ereignis</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>Vorheriges Ereignis</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Nächstes Ereignis</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Abspielen / anhalten</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>kein Lauf</translation>
    </message>
    <message>
        <source>time %L1 of %L2</source>
        <translation>Zeit %L1 von %L2</translation>
    </message>
    <message>
        <source>not drawn; ends at time %L1</source>
        <translation>nicht gezeichnet; endet zur Zeit %L1</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisCanvas</name>
    <message>
        <source>Measuring the network...</source>
        <translation>Das Netz wird vermessen ...</translation>
    </message>
    <message>
        <source>The network is drawn up to N = %1 groups; the numbers beside hold for this one too.</source>
        <translation>Das Netz wird bis N = %1 Gruppen gezeichnet; die Zahlen daneben gelten auch für dieses.</translation>
    </message>
    <message>
        <source>OTIS network</source>
        <translation>OTIS-Netz</translation>
    </message>
    <message>
        <source>processor %1</source>
        <translation>Prozessor %1</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisDetails</name>
    <message>
        <source>Measuring the network...</source>
        <translation>Das Netz wird vermessen ...</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1, N = %2 (%3 processors)&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1, N = %2 (%3 Prozessoren)&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It simulates a 4D mesh of side %1, diameter %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es simuliert ein 4D-Gitter der Seitenlänge %1, Durchmesser %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>optical</source>
        <translation>optisch</translation>
    </message>
    <message>
        <source>electronic</source>
        <translation>elektronisch</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Route %1 to %2:&lt;/b&gt; %Ln hop(s)&lt;/p&gt;&lt;ol&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 nach %2:&lt;/b&gt; %Ln Sprung&lt;/p&gt;&lt;ol&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 nach %2:&lt;/b&gt; %Ln Sprünge&lt;/p&gt;&lt;ol&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Move %1:&lt;/b&gt; OTIS steps: %2, electronic steps: %3, data moved: %4; the validator: %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zug %1:&lt;/b&gt; OTIS-Schritte: %2, elektronische Schritte: %3, bewegte Daten: %4; Prüfergebnis: %5.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%Ln violation(s)</source>
        <translation>
            <numerusform>%Ln Verstoß</numerusform>
            <numerusform>%Ln Verstöße</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Route %1 to itself:&lt;/b&gt; no hop&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Route %1 zu sich selbst:&lt;/b&gt; kein Sprung&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (breadth-first search)</source>
        <translation>%1 (Breitensuche)</translation>
    </message>
    <message>
        <source>none, the network is not connected: (G, G) has no link, (G, P) reaches only (P, G)</source>
        <translation>keiner, das Netz ist nicht zusammenhängend: (G, G) hat keine Verbindung, (G, P) erreicht nur (P, G)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Optical links:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Electronic links:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Diameter:&lt;/b&gt; %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Optische Verbindungen:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Elektronische Verbindungen:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Durchmesser:&lt;/b&gt; %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No route from %1 to %2:&lt;/b&gt; with no links inside the groups, (G, P) reaches only (P, G).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Keine Route von %1 nach %2:&lt;/b&gt; ohne Verbindungen innerhalb der Gruppen erreicht (G, P) nur (P, G).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisForm</name>
    <message>
        <source>inside each group</source>
        <translation>innerhalb jeder Gruppe</translation>
    </message>
    <message>
        <source>mesh (OTIS-Mesh)</source>
        <translation>Gitter (OTIS-Mesh)</translation>
    </message>
    <message>
        <source>hypercube (OTIS-Hypercube)</source>
        <translation>Hyperwürfel (OTIS-Hyperwürfel)</translation>
    </message>
    <message>
        <source>groups N (N processors each)</source>
        <translation>Gruppen N (je N Prozessoren)</translation>
    </message>
    <message>
        <source>label processors (i, j, k, l) of the 4D mesh</source>
        <translation>Prozessoren als (i, j, k, l) des 4D-Gitters beschriften</translation>
    </message>
    <message>
        <source>4D mesh move</source>
        <translation>Zug im 4D-Gitter</translation>
    </message>
    <message>
        <source>route from (G, P)</source>
        <translation>Route von (G, P)</translation>
    </message>
    <message>
        <source>route to (G, P)</source>
        <translation>Route nach (G, P)</translation>
    </message>
    <message>
        <source>Click a processor in the figure, then another, to route between them.</source>
        <translation>Klicken Sie in der Abbildung einen Prozessor und dann einen weiteren an, um zwischen ihnen zu routen.</translation>
    </message>
    <message>
        <source>none (OTIS, transpose links only)</source>
        <translation>keines (OTIS, nur Transpositionsverbindungen)</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisPlots</name>
    <message>
        <source>optical links (measured)</source>
        <translation>optische Verbindungen (gemessen)</translation>
    </message>
    <message>
        <source>electronic links (measured)</source>
        <translation>elektronische Verbindungen (gemessen)</translation>
    </message>
    <message>
        <source>OTIS-Mesh diameter (breadth-first search)</source>
        <translation>Durchmesser des OTIS-Mesh (Breitensuche)</translation>
    </message>
    <message>
        <source>OTIS-Mesh links against N</source>
        <translation>Verbindungen des OTIS-Mesh über N</translation>
    </message>
    <message>
        <source>groups N</source>
        <translation>Gruppen N</translation>
    </message>
    <message>
        <source>links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Diameters against N</source>
        <translation>Durchmesser über N</translation>
    </message>
    <message>
        <source>hops</source>
        <translation>Sprünge</translation>
    </message>
    <message>
        <source>OTIS-Hypercube diameter (breadth-first search)</source>
        <translation>Durchmesser des OTIS-Hyperwürfels (Breitensuche)</translation>
    </message>
    <message>
        <source>OTIS-Hypercube links against N</source>
        <translation>Verbindungen des OTIS-Hyperwürfels über N</translation>
    </message>
    <message>
        <source>N = %1 shown</source>
        <translation>N = %1 angezeigt</translation>
    </message>
    <message>
        <source>diameter of the 4D mesh it simulates, 4(√N − 1)</source>
        <translation>Durchmesser des simulierten 4D-Gitters, 4(√N − 1)</translation>
    </message>
    <message>
        <source>N = %L1 shown: not in this sweep</source>
        <translation>N = %L1 angezeigt: nicht in dieser Messreihe</translation>
    </message>
    <message>
        <source>OTIS links against N</source>
        <translation>Verbindungen des OTIS über N</translation>
    </message>
    <message>
        <source>No diameter: the plain OTIS is not connected, (G, P) reaches only (P, G).</source>
        <translation>Kein Durchmesser: Das einfache OTIS ist nicht zusammenhängend, (G, P) erreicht nur (P, G).</translation>
    </message>
    <message>
        <source>OTIS diameter (breadth-first search)</source>
        <translation>Durchmesser des OTIS (Breitensuche)</translation>
    </message>
</context>
<context>
    <name>popslab::otis::OtisStepBar</name>
    <message>
        <source>Before the move</source>
        <translation>Vor dem Zug</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Play the move</source>
        <translation>Zug abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>After the move</source>
        <translation>Nach dem Zug</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message numerus="yes">
        <source>before the move (%Ln step(s))</source>
        <translation>
            <numerusform>vor dem Zug (%Ln Schritt)</numerusform>
            <numerusform>vor dem Zug (%Ln Schritte)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::EmbeddingView</name>
    <message>
        <source>Torus node (row, column, numbered at the edges) → processor μ inside it; colour: the processor&apos;s group.</source>
        <translation>Torusknoten (Zeile, Spalte, am Rand nummeriert) → Prozessor μ darin; Farbe: die Gruppe des Prozessors.</translation>
    </message>
    <message>
        <source>Ring node u (its number outside) → processor μ(u) inside it; colour: the processor&apos;s group.</source>
        <translation>Ringknoten u (seine Nummer außen) → Prozessor μ(u) darin; Farbe: die Gruppe des Prozessors.</translation>
    </message>
    <message numerus="yes">
        <source>Torus of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</source>
        <translation>
            <numerusform>Torus aus %Ln Knoten, jeder in der Farbe der Gruppe seines Prozessors; zu viele, um sie hier zu nummerieren.</numerusform>
            <numerusform>Torus aus %Ln Knoten, jeder in der Farbe der Gruppe seines Prozessors; zu viele, um sie hier zu nummerieren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ring of %Ln nodes, each in the colour of its processor&apos;s group; too many to number at this size.</source>
        <translation>
            <numerusform>Ring aus %Ln Knoten, jeder in der Farbe der Gruppe seines Prozessors; zu viele, um sie hier zu nummerieren.</numerusform>
            <numerusform>Ring aus %Ln Knoten, jeder in der Farbe der Gruppe seines Prozessors; zu viele, um sie hier zu nummerieren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::ExerciseDocument</name>
    <message>
        <source>add %1→%2</source>
        <translation>%1→%2 hinzufügen</translation>
    </message>
    <message>
        <source>remove %1→%2</source>
        <translation>%1→%2 entfernen</translation>
    </message>
    <message>
        <source>Every message is placed and the schedule fits the target.</source>
        <translation>Jede Nachricht ist platziert und der Ablaufplan erreicht das Ziel.</translation>
    </message>
    <message>
        <source>No schedule of %1 placements exists for these messages.</source>
        <translation>Für diese Nachrichten gibt es keinen Ablaufplan mit %1 Platzierungen.</translation>
    </message>
</context>
<context>
    <name>popslab::pops::ExercisePage</name>
    <message>
        <source>Hint: no schedule of the target length keeps all your placements; an optimal one puts %1 in slot %2.</source>
        <translation>Hinweis: Kein Ablaufplan der Ziellänge behält alle Ihre Platzierungen bei; ein optimaler legt %1 in Zeitschlitz %2.</translation>
    </message>
    <message>
        <source>Hint: %1 goes into slot %2.</source>
        <translation>Hinweis: %1 gehört in Zeitschlitz %2.</translation>
    </message>
    <message>
        <source>Open exercise</source>
        <translation>Übung öffnen</translation>
    </message>
    <message>
        <source>Exercises (*.json)</source>
        <translation>Übungen (*.json)</translation>
    </message>
    <message>
        <source>Save exercise</source>
        <translation>Übung speichern</translation>
    </message>
    <message>
        <source>Save answer</source>
        <translation>Antwort speichern</translation>
    </message>
    <message>
        <source>Schedules (*.json)</source>
        <translation>Ablaufpläne (*.json)</translation>
    </message>
    <message>
        <source>Import messages</source>
        <translation>Nachrichten importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSV-Dateien (*.csv *.txt)</translation>
    </message>
    <message>
        <source>%1 has more than %2 messages, too many to schedule by hand.</source>
        <translation>%1 enthält mehr als %2 Nachrichten, zu viele für eine Planung von Hand.</translation>
    </message>
    <message>
        <source>Slot %1: %2</source>
        <translation>Zeitschlitz %1: %2</translation>
    </message>
    <message>
        <source>%1 is in no slot yet.</source>
        <translation>%1 liegt noch in keinem Zeitschlitz.</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>Zeitschlitz %1</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>nicht platziert</translation>
    </message>
    <message>
        <source>%1 (the proven optimum)</source>
        <translation>%1 (das bewiesene Optimum)</translation>
    </message>
    <message>
        <source>%1 (the best found so far)</source>
        <translation>%1 (das bisher beste gefundene)</translation>
    </message>
    <message>
        <source>POPS(%1,%2): %3 of %4 messages placed · slots used: %5 · lower bound: %6 · target: %7</source>
        <translation>POPS(%1,%2): %3 von %4 Nachrichten platziert · belegte Zeitschlitze: %5 · untere Schranke: %6 · Ziel: %7</translation>
    </message>
    <message>
        <source>From the Network page</source>
        <translation>Aus der Seite »Netz«</translation>
    </message>
    <message>
        <source>A new exercise of the message set the Network page shows (a custom set or a paper&apos;s pattern)</source>
        <translation>Eine neue Übung mit der Nachrichtenmenge, die die Netzseite zeigt (eine eigene Menge oder ein Muster aus einem Artikel)</translation>
    </message>
    <message>
        <source>Show on the Network page</source>
        <translation>Auf der Netzseite zeigen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save exercise…</source>
        <translation>Übung speichern…</translation>
    </message>
    <message>
        <source>Save answer…</source>
        <translation>Antwort speichern…</translation>
    </message>
    <message>
        <source>The answer as a schedule document (format v1), for popslab-cli grade</source>
        <translation>Die Antwort als Ablaufplan-Dokument (format v1), für popslab-cli grade</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Places one message where an optimal schedule of the target length would</source>
        <translation>Platziert eine Nachricht dort, wo ein optimaler Ablaufplan der Ziellänge sie platzieren würde</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>optimal</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Draw on the canvas</source>
        <translation>Auf der Zeichenfläche zeichnen</translation>
    </message>
    <message>
        <source>Click a source processor, then a destination</source>
        <translation>Klicken Sie einen Quellprozessor an, dann ein Ziel</translation>
    </message>
    <message>
        <source>Messages: drag one onto a slot, or select it and press the slot&apos;s number, which then selects the next message (0 takes it out)</source>
        <translation>Nachrichten: Ziehen Sie eine auf einen Zeitschlitz oder wählen Sie sie aus und drücken Sie die Nummer des Zeitschlitzes; danach ist die nächste Nachricht ausgewählt (0 nimmt sie heraus)</translation>
    </message>
    <message>
        <source>Slots (red: a rule is broken)</source>
        <translation>Zeitschlitze (rot: eine Regel ist verletzt)</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>Zeitschlitz</translation>
    </message>
    <message>
        <source>The target of new exercises: optimal, or a number of slots</source>
        <translation>Das Ziel neuer Übungen: optimal oder eine Anzahl Zeitschlitze</translation>
    </message>
    <message numerus="yes">
        <source>Your schedule takes %Ln slot(s); the target is %1.</source>
        <translation>
            <numerusform>Ihr Ablaufplan braucht %Ln Zeitschlitz; das Ziel ist %1.</numerusform>
            <numerusform>Ihr Ablaufplan braucht %Ln Zeitschlitze; das Ziel ist %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Correct: every message arrives in %Ln slot(s), within the target of %1.</source>
        <translation>
            <numerusform>Richtig: Jede Nachricht kommt in %Ln Zeitschlitz an, innerhalb des Ziels von %1.</numerusform>
            <numerusform>Richtig: Jede Nachricht kommt in %Ln Zeitschlitzen an, innerhalb des Ziels von %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Network page shows POPS(%1,%2): Exercise &gt; From the Network page makes an exercise of it.</source>
        <translation>Die Seite »Netz« zeigt POPS(%1,%2); eine Übung daraus macht Übung &gt; Aus der Seite »Netz«.</translation>
    </message>
    <message>
        <source>item %1: %2</source>
        <translation>Datum %1: %2</translation>
    </message>
    <message>
        <source>The lower bound counts what any schedule must use: the messages of the busiest coupler, sender or receiver.</source>
        <translation>Die untere Schranke zählt, was jeder Ablaufplan braucht: die Nachrichten des meistbelasteten Kopplers, Senders oder Empfängers.</translation>
    </message>
    <message>
        <source>The target meets it: no schedule can use fewer slots.</source>
        <translation>Das Ziel erreicht sie: kein Ablaufplan kommt mit weniger Zeitschlitzen aus.</translation>
    </message>
    <message>
        <source>No schedule of these messages reaches it: the target, the proven optimum, is the fewest slots any schedule can use.</source>
        <translation>Kein Ablaufplan dieser Nachrichten erreicht sie: das Ziel, das bewiesene Optimum, ist die kleinste Zahl von Zeitschlitzen, die ein Ablaufplan braucht.</translation>
    </message>
    <message>
        <source>The target is the shortest schedule found so far; whether one between the two exists is not proven.</source>
        <translation>Das Ziel ist der kürzeste bisher gefundene Ablaufplan; ob es einen dazwischen gibt, ist nicht bewiesen.</translation>
    </message>
    <message>
        <source>Network: slot %1 of %2 (choose a slot&apos;s row to draw it)</source>
        <translation>Netz: Zeitschlitz %1 von %2 (wählen Sie die Zeile eines Zeitschlitzes, um ihn zu zeichnen)</translation>
    </message>
    <message>
        <source>Network: no slot yet</source>
        <translation>Netz: noch kein Zeitschlitz</translation>
    </message>
    <message>
        <source>Check and Hint</source>
        <translation>Prüfen und Hinweis</translation>
    </message>
    <message>
        <source>Check says what is wrong or right; Hint places a message.</source>
        <translation>Prüfen sagt, was falsch oder richtig ist; Hinweis platziert eine Nachricht.</translation>
    </message>
    <message>
        <source>Next exercise&apos;s target:</source>
        <translation>Ziel der nächsten Übung:</translation>
    </message>
    <message>
        <source>The Network page shows another network, POPS(%1,%2).</source>
        <translation>Die Seite »Netz« zeigt ein anderes Netz, POPS(%1,%2).</translation>
    </message>
    <message>
        <source>Saved as %1. It does not pass yet: Check says what is missing or wrong.</source>
        <translation>Als %1 gespeichert. Die Antwort besteht noch nicht: »Prüfen« nennt, was fehlt oder falsch ist.</translation>
    </message>
    <message>
        <source>Saved as %1. It passes Check, as the grader will find.</source>
        <translation>Als %1 gespeichert. Die Antwort besteht »Prüfen«, wie auch der Bewerter feststellen wird.</translation>
    </message>
    <message>
        <source>Saved the exercise as %1.</source>
        <translation>Übung als %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsCanvas</name>
    <message>
        <source>transmitter T(%1,%2): processor %1 to group %2</source>
        <translation>Sender T(%1,%2): Prozessor %1 an Gruppe %2</translation>
    </message>
    <message>
        <source>receiver R(%1,%2): processor %1 from group %2</source>
        <translation>Empfänger R(%1,%2): Prozessor %1 von Gruppe %2</translation>
    </message>
    <message>
        <source>processor %1 (group %2, index %3) sending</source>
        <translation>Prozessor %1 (Gruppe %2, Index %3) als Sender</translation>
    </message>
    <message>
        <source>processor %1 (group %2, index %3) receiving</source>
        <translation>Prozessor %1 (Gruppe %2, Index %3) als Empfänger</translation>
    </message>
    <message>
        <source>coupler c(%1,%2): from group %2 to group %1</source>
        <translation>Koppler c(%1,%2): von Gruppe %2 an Gruppe %1</translation>
    </message>
    <message>
        <source>group %1: %2 of %3 processors send in this slot</source>
        <translation>Gruppe %1: %2 von %3 Prozessoren senden in diesem Zeitschlitz</translation>
    </message>
    <message>
        <source>group %1: %2 of %3 processors receive in this slot</source>
        <translation>Gruppe %1: %2 von %3 Prozessoren empfangen in diesem Zeitschlitz</translation>
    </message>
    <message numerus="yes">
        <source>%1; holds %Ln item(s): %2</source>
        <translation>
            <numerusform>%1; hält %Ln Datum: %2</numerusform>
            <numerusform>%1; hält %Ln Daten: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Every processor drawn, each %L1 px high: turn the wheel over a group or coupler to zoom in there; Ctrl+0 fits the whole again, View &gt; Draw every processor goes back to the blocks.</source>
        <translation>Jeder Prozessor gezeichnet, je %L1 px hoch: Drehen Sie das Mausrad über einer Gruppe oder einem Koppler, um dort zu vergrößern; Strg+0 zeigt wieder das Ganze, Ansicht &gt; Jeden Prozessor zeichnen kehrt zu den Blöcken zurück.</translation>
    </message>
    <message>
        <source>The bare network, as the paper&apos;s figure draws it; Right shows slot %1&apos;s messages, which Details list.</source>
        <translation>Das Netz ohne Nachrichten, wie die Abbildung des Artikels es zeichnet; Pfeil rechts zeigt die Nachrichten von Zeitschlitz %1, die die Details auflisten.</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsDetails</name>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>coupler</source>
        <translation>Koppler</translation>
    </message>
    <message>
        <source>destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Conflicts in this slot</source>
        <translation>Konflikte in diesem Zeitschlitz</translation>
    </message>
    <message>
        <source>No schedule.</source>
        <translation>Kein Ablaufplan.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>mean coupler utilisation: %1%</source>
        <translation>mittlere Kopplerauslastung: %1 %</translation>
    </message>
    <message>
        <source>this slot: %1 of %2 couplers used (%3%)</source>
        <translation>dieser Zeitschlitz: %1 von %2 Kopplern belegt (%3 %)</translation>
    </message>
    <message>
        <source>valid: no rule is broken</source>
        <translation>gültig: keine Regel verletzt</translation>
    </message>
    <message>
        <source>run on the data: every final value is right ✓</source>
        <translation>auf den Daten ausgeführt: jeder Endwert stimmt ✓</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;run on the data: WRONG final values ✗&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;auf den Daten ausgeführt: FALSCHE Endwerte ✗&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>lower bound %1: the busiest coupler carries %2 messages, the busiest sender sends %3, the busiest receiver reads %4 (%5 a slot)</source>
        <translation>untere Schranke %1: Der am stärksten belastete Koppler überträgt %2 Nachrichten, der aktivste Sender sendet %3, der aktivste Empfänger liest %4 (%5 pro Zeitschlitz)</translation>
    </message>
    <message>
        <source>optimum: %1 (proven: it meets the lower bound)</source>
        <translation>Optimum: %1 (bewiesen: es erreicht die untere Schranke)</translation>
    </message>
    <message>
        <source>optimum: %1 (proven: the SAT solver showed %2 slots impossible)</source>
        <translation>Optimum: %1 (bewiesen: der SAT-Solver hat gezeigt, dass %2 Zeitschlitze unmöglich sind)</translation>
    </message>
    <message>
        <source>best found: %1 (too large to search further; the optimum is at least %2)</source>
        <translation>bestes gefundenes: %1 (zu groß für eine weitere Suche; das Optimum ist mindestens %2)</translation>
    </message>
    <message>
        <source>best found: %1 (time limit reached; the optimum is at least %2)</source>
        <translation>bestes gefundenes: %1 (Zeitlimit erreicht; das Optimum ist mindestens %2)</translation>
    </message>
    <message>
        <source>greedy: %1 (optimal: it meets the lower bound)</source>
        <translation>Greedy: %1 (optimal: es erreicht die untere Schranke)</translation>
    </message>
    <message>
        <source>greedy: %1 (the optimum is between %2 and %1)</source>
        <translation>Greedy: %1 (das Optimum liegt zwischen %2 und %1)</translation>
    </message>
    <message numerus="yes">
        <source>paper (%1, %2): %Ln slot(s)</source>
        <translation>
            <numerusform>Artikel (%1, %2): %Ln Zeitschlitz</numerusform>
            <numerusform>Artikel (%1, %2): %Ln Zeitschlitze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln slot(s)&lt;/b&gt; (paper&apos;s formula: %1, lower bound: %2)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln Zeitschlitz&lt;/b&gt; (Formel des Artikels: %1, untere Schranke: %2)</numerusform>
            <numerusform>&lt;b&gt;%Ln Zeitschlitze&lt;/b&gt; (Formel des Artikels: %1, untere Schranke: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln violation(s)&lt;/b&gt;&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln Verstoß&lt;/b&gt;&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;%Ln Verstöße&lt;/b&gt;&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln slot(s)&lt;/b&gt; (no formula in the paper; lower bound: %1)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln Zeitschlitz&lt;/b&gt; (keine Formel im Artikel; untere Schranke: %1)</numerusform>
            <numerusform>&lt;b&gt;%Ln Zeitschlitze&lt;/b&gt; (keine Formel im Artikel; untere Schranke: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>lower bound %1: a schedule of fractions of slots needs %2; the busiest coupler carries %3, the busiest sender sends %4, the busiest receiver reads %5 (%6 per slot)</source>
        <translation>untere Schranke %1: Ein Ablaufplan aus Bruchteilen von Zeitschlitzen braucht %2; der am stärksten belastete Koppler überträgt %3, der aktivste Sender sendet %4, der aktivste Empfänger liest %5 (%6 pro Zeitschlitz)</translation>
    </message>
    <message>
        <source>lower bound %1: of a set of %2 messages at most %3 can share a slot; the busiest coupler carries %4, the busiest sender sends %5, the busiest receiver reads %6 (%7 per slot)</source>
        <translation>untere Schranke %1: Von einer Menge von %2 Nachrichten können höchstens %3 einen Zeitschlitz teilen; der am stärksten belastete Koppler überträgt %4, der aktivste Sender sendet %5, der aktivste Empfänger liest %6 (%7 pro Zeitschlitz)</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsDocument</name>
    <message>
        <source>This schedule is for a %1 network; the POPS tab shows POPS schedules only.</source>
        <translation>Dieser Ablaufplan ist für ein %1-Netz; der POPS-Reiter zeigt nur POPS-Ablaufpläne.</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsForm</name>
    <message>
        <source>d (processors per group)</source>
        <translation>d (Prozessoren je Gruppe)</translation>
    </message>
    <message>
        <source>g (groups)</source>
        <translation>g (Gruppen)</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Send each whole phase in one slot</source>
        <translation>Jede Phase ganz in einem Zeitschlitz senden</translation>
    </message>
    <message>
        <source>Puts a phase&apos;s messages into a single slot, conflicts included, to show why the phase needs more slots.</source>
        <translation>Legt alle Nachrichten einer Phase in einen Zeitschlitz, samt Konflikten, um zu zeigen, warum die Phase mehr Zeitschlitze braucht.</translation>
    </message>
    <message numerus="yes">
        <source>n = %Ln processor(s)</source>
        <translation>
            <numerusform>n = %Ln Prozessor</numerusform>
            <numerusform>n = %Ln Prozessoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln coupler(s)</source>
        <translation>
            <numerusform>%Ln Koppler</numerusform>
            <numerusform>%Ln Koppler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the file&apos;s own)</source>
        <translation>%1 (aus der Datei)</translation>
    </message>
    <message>
        <source>Here d = %1, g = %2, n = %3.</source>
        <translation>Hier ist d = %1, g = %2, n = %3.</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsLegend</name>
    <message>
        <source>coupler in use</source>
        <translation>belegter Koppler</translation>
    </message>
    <message>
        <source>coupler conflict</source>
        <translation>Kopplerkonflikt</translation>
    </message>
    <message>
        <source>clashing message</source>
        <translation>kollidierende Nachricht</translation>
    </message>
    <message>
        <source>items a processor holds when the slot starts</source>
        <translation>Daten, die ein Prozessor zu Beginn des Zeitschlitzes hält</translation>
    </message>
    <message>
        <source>value after the slot</source>
        <translation>Wert nach dem Zeitschlitz</translation>
    </message>
    <message>
        <source>final value right</source>
        <translation>Endwert richtig</translation>
    </message>
    <message>
        <source>final value wrong</source>
        <translation>Endwert falsch</translation>
    </message>
    <message>
        <source>Legend:</source>
        <translation>Legende:</translation>
    </message>
    <message>
        <source>message, named on its fibre (#12: short for item 12)</source>
        <translation>Nachricht, auf ihrer Faser benannt (#12: kurz für Datum 12)</translation>
    </message>
    <message>
        <source>group, filled as far as its processors send (top) or receive (left)</source>
        <translation>Gruppe, so weit gefüllt, wie ihre Prozessoren senden (oben) oder empfangen (links)</translation>
    </message>
    <message>
        <source>coupler conflict (×3: three messages in it)</source>
        <translation>Kopplerkonflikt (×3: drei Nachrichten darin)</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsPlots</name>
    <message>
        <source>Cancelled; %1 points measured.</source>
        <translation>Abgebrochen; %1 Punkte gemessen.</translation>
    </message>
    <message>
        <source>%1 points, each built and validated.</source>
        <translation>%1 Punkte, jeder gebaut und validiert.</translation>
    </message>
    <message>
        <source>%1
POPS(%2,%3), n = %4
measured %5 slots, paper %6, lower bound %7
utilisation %8% - click to load</source>
        <translation>%1
POPS(%2,%3), n = %4
gemessen %5 Zeitschlitze, Artikel %6, untere Schranke %7
Auslastung %8 % - zum Laden klicken</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Check at least one algorithm.</source>
        <translation>Mindestens einen Algorithmus ankreuzen.</translation>
    </message>
    <message>
        <source>%1: sequence length</source>
        <translation>%1: Sequenzlänge</translation>
    </message>
    <message>
        <source>Building and validating...</source>
        <translation>Bauen und validieren...</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Cannot export plot</source>
        <translation>Diagramm lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Export sweep</source>
        <translation>Messreihe exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export sweep</source>
        <translation>Messreihe lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Vary</source>
        <translation>Variieren</translation>
    </message>
    <message>
        <source>with fixed</source>
        <translation>bei festem</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Messreihe starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export plot...</source>
        <translation>Diagramm exportieren...</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV exportieren...</translation>
    </message>
    <message>
        <source>Export utilisation...</source>
        <translation>Auslastung exportieren...</translation>
    </message>
    <message>
        <source>To plot against n, hold d or g fixed.</source>
        <translation>Um gegen n aufzutragen, d oder g festhalten.</translation>
    </message>
    <message>
        <source>No points: no network of this sweep meets the algorithms&apos; conditions.</source>
        <translation>Keine Punkte: kein Netz dieser Messreihe erfüllt die Bedingungen der Algorithmen.</translation>
    </message>
    <message>
        <source>No sweep yet: choose what varies and press Run sweep.</source>
        <translation>Noch keine Messreihe: wählen Sie, was variiert, und drücken Sie »Messreihe starten«.</translation>
    </message>
    <message>
        <source>Not swept. %1</source>
        <translation>Keine Messreihe. %1</translation>
    </message>
</context>
<context>
    <name>popslab::pops::PopsWorkbench</name>
    <message>
        <source>Coupler &amp;matrix view</source>
        <translation>Koppler&amp;matrix</translation>
    </message>
    <message>
        <source>%1 messages are too many to schedule by hand (at most %2).</source>
        <translation>%1 Nachrichten sind zu viele für eine Planung von Hand (höchstens %2).</translation>
    </message>
    <message>
        <source>Draw &amp;every processor</source>
        <translation>&amp;Jeden Prozessor zeichnen</translation>
    </message>
    <message numerus="yes">
        <source>A new exercise of %n message(s) on POPS(%1,%2).</source>
        <translation>
            <numerusform>Eine neue Übung mit %n Nachricht auf POPS(%1,%2).</numerusform>
            <numerusform>Eine neue Übung mit %n Nachrichten auf POPS(%1,%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>popslab::pops::TimelineBar</name>
    <message>
        <source>no slots</source>
        <translation>keine Zeitschlitze</translation>
    </message>
    <message>
        <source>slot %1 of %2</source>
        <translation>Zeitschlitz %1 von %2</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>First slot (Home)</source>
        <translation>Erster Zeitschlitz (Pos1)</translation>
    </message>
    <message>
        <source>Previous slot (Left)</source>
        <translation>Vorheriger Zeitschlitz (links)</translation>
    </message>
    <message>
        <source>Next slot (Right)</source>
        <translation>Nächster Zeitschlitz (rechts)</translation>
    </message>
    <message>
        <source>Last slot (End)</source>
        <translation>Letzter Zeitschlitz (Ende)</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmCanvas</name>
    <message>
        <source>Analysing the network...</source>
        <translation>Das Netz wird analysiert ...</translation>
    </message>
    <message>
        <source>wavelength %1: click to keep it highlighted</source>
        <translation>Wellenlänge %1: klicken, um sie hervorgehoben zu lassen</translation>
    </message>
    <message>
        <source>processor %1 (%2)</source>
        <translation>Prozessor %1 (%2)</translation>
    </message>
    <message>
        <source>%1, wavelength %2: click to keep it highlighted</source>
        <translation>%1, Wellenlänge %2: klicken, um sie hervorgehoben zu lassen</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmDetails</name>
    <message>
        <source>Analysing the network...</source>
        <translation>Das Netz wird analysiert ...</translation>
    </message>
    <message>
        <source>&lt;h3&gt;WDM star, n = %1 (N = %2), T = %3, R = %4&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;WDM-Stern, n = %1 (N = %2), T = %3, R = %4&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Closed forms only: the graphs are built up to n = 16.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Nur geschlossene Formeln: Die Graphen werden bis n = 16 aufgebaut.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Degree:&lt;/b&gt; %1 (paper: %2; the cube: %3)&lt;br&gt;&lt;b&gt;Diameter:&lt;/b&gt; %4 (Theorem 3.1: %5; the cube: %3)&lt;br&gt;&lt;b&gt;Processors at distance 0, 1, ...:&lt;/b&gt; %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Grad:&lt;/b&gt; %1 (Artikel: %2; der Würfel: %3)&lt;br&gt;&lt;b&gt;Durchmesser:&lt;/b&gt; %4 (Satz 3.1: %5; der Würfel: %3)&lt;br&gt;&lt;b&gt;Prozessoren im Abstand 0, 1, ...:&lt;/b&gt; %6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Wavelengths:&lt;/b&gt; %1 (Lemmas 3.1/3.4: %2)&lt;br&gt;&lt;b&gt;Transmitters per wavelength&lt;/b&gt; (TDM frame length): %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Wellenlängen:&lt;/b&gt; %1 (Lemmata 3.1/3.4: %2)&lt;br&gt;&lt;b&gt;Sender je Wellenlänge&lt;/b&gt; (TDM-Rahmenlänge): %3&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;Route %1 → %2:&lt;/b&gt; %Ln hop(s), H(a, b) = %3&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 → %2:&lt;/b&gt; %Ln Sprung, H(a, b) = %3&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;Route %1 → %2:&lt;/b&gt; %Ln Sprünge, H(a, b) = %3&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Dimensions of each transmitter&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Dimensions of each receiver&lt;/b&gt; %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dimensionen jedes Senders&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Dimensionen jedes Empfängers&lt;/b&gt; %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 → %2: transmitter T%3, receiver R%4, wavelength λ%5</source>
        <translation>%1 → %2: Sender T%3, Empfänger R%4, Wellenlänge λ%5</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmDistancePlot</name>
    <message>
        <source>Analysing the network...</source>
        <translation>Das Netz wird analysiert ...</translation>
    </message>
    <message>
        <source>measured by breadth-first search</source>
        <translation>gemessen mit Breitensuche</translation>
    </message>
    <message>
        <source>closed form (not built beyond n = 16)</source>
        <translation>geschlossene Form (über n = 16 nicht aufgebaut)</translation>
    </message>
    <message>
        <source>Processors at distance h from one processor, N = %1 (%2)</source>
        <translation>Prozessoren im Abstand h von einem Prozessor, N = %1 (%2)</translation>
    </message>
    <message>
        <source>distance h (hops)</source>
        <translation>Abstand h (Sprünge)</translation>
    </message>
    <message>
        <source>processors</source>
        <translation>Prozessoren</translation>
    </message>
    <message>
        <source>super topology, T = %1, R = %2 (mean distance to the %4 others: %3)</source>
        <translation>Supertopologie, T = %1, R = %2 (mittlerer Abstand zu den %4 anderen: %3)</translation>
    </message>
    <message>
        <source>plain %1-cube, binomial C(n, h) (mean distance to the %3 others: %2)</source>
        <translation>einfacher %1-Würfel, C(n, h) (mittlerer Abstand zu den %3 anderen: %2)</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmForm</name>
    <message>
        <source>dimensions n (N = 2ⁿ)</source>
        <translation>Dimensionen n (N = 2ⁿ)</translation>
    </message>
    <message>
        <source>transmitters T</source>
        <translation>Sender T</translation>
    </message>
    <message>
        <source>receivers R</source>
        <translation>Empfänger R</translation>
    </message>
    <message>
        <source>route from</source>
        <translation>Route von</translation>
    </message>
    <message>
        <source>route to</source>
        <translation>Route nach</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmHeatMap</name>
    <message>
        <source>building %1 networks...</source>
        <translation>%1 Netze werden aufgebaut ...</translation>
    </message>
    <message>
        <source>every cell measured on the built graphs</source>
        <translation>Jede Zelle am aufgebauten Graphen gemessen.</translation>
    </message>
    <message>
        <source>log2 of %1</source>
        <translation>log2 von %1</translation>
    </message>
    <message>
        <source>transmitters T</source>
        <translation>Sender T</translation>
    </message>
    <message>
        <source>receivers R</source>
        <translation>Empfänger R</translation>
    </message>
    <message>
        <source>show</source>
        <translation>Gezeigt:</translation>
    </message>
    <message>
        <source>diameter</source>
        <translation>Durchmesser</translation>
    </message>
    <message>
        <source>degree</source>
        <translation>Grad</translation>
    </message>
    <message>
        <source>wavelengths</source>
        <translation>Wellenlängen</translation>
    </message>
    <message>
        <source>frame length</source>
        <translation>Rahmenlänge</translation>
    </message>
    <message>
        <source>The map is drawn for n ≤ %1; this network has n = %2.</source>
        <translation>Die Karte wird für n ≤ %1 gezeichnet; dieses Netz hat n = %2.</translation>
    </message>
    <message>
        <source>for the network&apos;s n = %1,</source>
        <translation>n = %1 (das des Netzes).</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmRouteBar</name>
    <message>
        <source>hop %1 of %2</source>
        <translation>Sprung %1 von %2</translation>
    </message>
    <message>
        <source>Route start</source>
        <translation>Anfang der Route</translation>
    </message>
    <message>
        <source>Previous hop</source>
        <translation>Vorheriger Sprung</translation>
    </message>
    <message>
        <source>Play the route</source>
        <translation>Route abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Next hop</source>
        <translation>Nächster Sprung</translation>
    </message>
    <message>
        <source>Whole route</source>
        <translation>Ganze Route</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
</context>
<context>
    <name>popslab::wdm::WdmWorkbench</name>
    <message>
        <source>Drag to divide the page; double-click to let the graph&apos;s size divide it again</source>
        <translation>Ziehen teilt die Seite; ein Doppelklick lässt wieder die Größe des Graphen sie teilen</translation>
    </message>
</context>
</TS>
