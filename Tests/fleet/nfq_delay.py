#!/usr/bin/env python3
"""A stand-in for netem's delay where the kernel lacks sch_netem: packets sent to an NFQUEUE
(iptables -j NFQUEUE --queue-num N) are held for DELAY ms (± JITTER) and then accepted, or dropped
with probability LOSS percent. Python's standard library only (raw nfnetlink_queue over a netlink
socket). Run it in the network namespace whose iptables rules feed the queue:

    ip netns exec NS python3 nfq_delay.py --queue 7 --delay-ms 200 --jitter-ms 20 --loss 5

It prints "ready" on stdout once bound, and runs until SIGTERM. Verdicts are given in release order,
so with no jitter the packets keep their order.
"""
import argparse
import heapq
import os
import random
import select
import signal
import socket
import struct
import sys
import time

NETLINK_NETFILTER = 12
NFNL_SUBSYS_QUEUE = 3
NFQNL_MSG_PACKET, NFQNL_MSG_VERDICT, NFQNL_MSG_CONFIG = 0, 1, 2
NFQA_CFG_CMD, NFQA_CFG_PARAMS, NFQA_CFG_QUEUE_MAXLEN = 1, 2, 3
NFQA_PACKET_HDR, NFQA_VERDICT_HDR = 1, 2
NFQNL_CFG_CMD_BIND, NFQNL_COPY_META = 1, 1
NLM_F_REQUEST, NLM_F_ACK = 1, 4
NLMSG_ERROR = 2
NF_DROP, NF_ACCEPT = 0, 1


def attr(kind, payload):
    """One netlink attribute, padded to 4 bytes."""
    raw = struct.pack("=HH", 4 + len(payload), kind) + payload
    return raw + b"\0" * (-len(raw) % 4)


def message(kind, queue, payload, flags=NLM_F_REQUEST, seq=0):
    """An nfnetlink message: netlink header, nfgenmsg (AF_INET, version 0, queue big-endian), attributes."""
    body = struct.pack("=BBH", socket.AF_INET, 0, socket.htons(queue)) + payload
    return struct.pack("=IHHII", 16 + len(body), (NFNL_SUBSYS_QUEUE << 8) | kind, flags, seq, 0) + body


def attributes(data):
    """{type: payload} of the attributes in `data`."""
    found, at = {}, 0
    while at + 4 <= len(data):
        length, kind = struct.unpack_from("=HH", data, at)
        if length < 4:
            break
        found[kind & 0x3FFF] = data[at + 4:at + length]
        at += (length + 3) & ~3
    return found


class Queue:
    """A bound NFQUEUE: packets() yields the waiting packets' ids, verdict() releases one."""

    def __init__(self, number):
        self.number = number
        self.sock = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, NETLINK_NETFILTER)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4 << 20)
        self.sock.bind((0, 0))
        self._config(attr(NFQA_CFG_CMD, struct.pack("=BBH", NFQNL_CFG_CMD_BIND, 0, socket.htons(socket.AF_INET))))
        self._config(attr(NFQA_CFG_PARAMS, struct.pack(">IB", 0xFFFF, NFQNL_COPY_META)) +
                     attr(NFQA_CFG_QUEUE_MAXLEN, struct.pack(">I", 20000)))

    def _config(self, payload):
        self.sock.send(message(NFQNL_MSG_CONFIG, self.number, payload, NLM_F_REQUEST | NLM_F_ACK))
        reply = self.sock.recv(65536)
        length, kind = struct.unpack_from("=IH", reply)
        if kind == NLMSG_ERROR:
            error = struct.unpack_from("=i", reply, 16)[0]
            if error:
                raise OSError(-error, f"nfqueue config: {os.strerror(-error)}")

    def packets(self):
        """The ids of the packets in one read of the socket."""
        try:
            data = self.sock.recv(1 << 20)
        except OSError:             # ENOBUFS: messages lost; those packets stay queued (TCP resends)
            return []
        ids, at = [], 0
        while at + 16 <= len(data):
            length, kind = struct.unpack_from("=IH", data, at)
            if length < 16:
                break
            if kind == (NFNL_SUBSYS_QUEUE << 8) | NFQNL_MSG_PACKET:
                header = attributes(data[at + 20:at + length]).get(NFQA_PACKET_HDR)
                if header:
                    ids.append(struct.unpack_from(">I", header)[0])
            at += (length + 3) & ~3
        return ids

    def verdict(self, packet_id, accept):
        payload = attr(NFQA_VERDICT_HDR, struct.pack(">II", NF_ACCEPT if accept else NF_DROP, packet_id))
        self.sock.send(message(NFQNL_MSG_VERDICT, self.number, payload))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--queue", type=int, required=True)
    ap.add_argument("--delay-ms", type=float, default=0)
    ap.add_argument("--jitter-ms", type=float, default=0)
    ap.add_argument("--loss", type=float, default=0, help="percent of packets dropped")
    args = ap.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    queue = Queue(args.queue)
    print("ready", flush=True)
    held, rng, counter = [], random.Random(), 0
    while True:
        wait = max(0.0, held[0][0] - time.monotonic()) if held else None
        readable, _, _ = select.select([queue.sock], [], [], wait)
        if readable:
            now = time.monotonic()
            for packet_id in queue.packets():
                if args.loss and rng.random() * 100 < args.loss:
                    queue.verdict(packet_id, False)
                    continue
                delay = max(0.0, args.delay_ms + rng.uniform(-args.jitter_ms, args.jitter_ms)) / 1000
                counter += 1
                heapq.heappush(held, (now + delay, counter, packet_id))
        now = time.monotonic()
        while held and held[0][0] <= now:
            queue.verdict(heapq.heappop(held)[2], True)


if __name__ == "__main__":
    main()
