"""Demo/test harness: run the real hermes-agent against a scripted LLM server.

* :mod:`demo.scripted_llm`  -- stdlib OpenAI-compatible scripted server (127.0.0.1).
* :mod:`demo.hermes_session` -- temp HERMES_HOME + in-process ``AIAgent`` helpers.
"""
