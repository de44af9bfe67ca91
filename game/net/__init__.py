"""Playing with friends on other machines: the typed messages, the host's server and the joiner's client.

Headless (no pygame): the table's drivers read moves from here, and the main loop only ever polls queues."""
