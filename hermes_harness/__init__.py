"""The real-Hermes harness shared by the demo (`./dev demo`), the tests and bench/corpus/build_live.py.

``session``: a REAL hermes-agent CLI session (HermesSession, HermesHome) with memlock's plugin loaded;
``scripted_llm``: the OpenAI-compatible scripted model on 127.0.0.1 it talks to; ``gateway``: a real
``hermes gateway`` process with its API server platform. Nothing here is mocked except the model.
"""
