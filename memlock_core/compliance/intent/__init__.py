"""What a tool call does, whatever its form: the programs it runs, the paths it writes or reads, the
hosts it reaches, the branches it force-pushes. Read from shell (``shell``), Python (``python_code``),
structured tools (``tools``), with what earlier calls of the turn wrote (``memory``). Pure functions."""
