"""Detection: pure functions over plain data. Where are the summaries, what is the active region,
and is each anchor still in force there (keyword probes, sentence embeddings, or both)?"""
