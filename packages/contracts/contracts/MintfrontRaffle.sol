// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {LaunchpadGate} from "./LaunchpadGate.sol";
import {LaunchpadPayees} from "./LaunchpadPayees.sol";

/// The prize side of a raffle: MintfrontDrop, which made this raffle one of its minters.
interface IRafflePrize {
    function mintTo(address to, uint256 quantity) external returns (uint256 firstId);
}

/// @notice One raffle (issue 21): wallets enter during a window (optionally only allowlisted ones or holders),
/// paying the entry fee if there is one; after the window `winnerCount` of them are drawn and each claims one
/// token minted by the prize drop. The draw is commit-reveal: the platform publishes keccak256(seed) at
/// creation, anyone closes the entries after the window (which fixes the closing block), and the seed is
/// revealed in a later block; the randomness is keccak256(seed, blockhash(closing block)), so neither the
/// platform (which knows the seed, but not the future block hash, while entries are open) nor the block's
/// proposer (who knows the hash, not the seed) can choose the winners alone. A raffle whose seed is not
/// revealed in time is cancelled and every fee refunded. Losers' fees are refunded after the draw; winners'
/// fees are the payees' proceeds.
contract MintfrontRaffle is Ownable, LaunchpadPayees {
    using LaunchpadGate for LaunchpadGate.Gate;

    enum Entry {
        None,
        Entered,
        Won,
        Claimed,
        Refunded
    }

    struct RaffleSetup {
        address owner;
        IRafflePrize prize;
        uint64 entryStart;
        uint64 entryEnd;
        /// After this the seed can no longer be revealed and anyone may cancel.
        uint64 drawDeadline;
        uint32 winnerCount;
        bytes32 commitment;
        address currency;
        uint256 entryFee;
        LaunchpadGate.Gate gate;
        address[] payees;
        uint256[] shares;
    }

    /// A draw costs about 15,000 gas a winner; this keeps it well inside a block.
    uint256 public constant MAX_WINNERS = 1000;

    IRafflePrize public immutable prize;
    uint64 public immutable entryStart;
    uint64 public immutable entryEnd;
    uint64 public immutable drawDeadline;
    uint32 public immutable winnerCount;
    bytes32 public immutable commitment;
    address public immutable currency;
    uint256 public immutable entryFee;

    LaunchpadGate.Gate public gate;
    /// The entrants; after the draw its first `winnersDrawn` places hold the winners in draw order.
    address[] public entrants;
    mapping(address wallet => Entry) public entryOf;
    uint256 public closeBlock;
    bytes32 public randomness;
    bool public drawn;
    bool public cancelled;
    uint256 public winnersDrawn;

    event Entered(address indexed wallet, uint256 index);
    event EntriesClosed(uint256 blockNumber, uint256 entrantCount);
    event Drawn(bytes32 seed, bytes32 randomness, uint256 winnerCount);
    event PrizeClaimed(address indexed wallet, uint256 tokenId);
    event Refunded(address indexed wallet, uint256 amount);
    event RaffleCancelled();

    error InvalidRaffle();
    error EntriesNotOpen();
    error AlreadyEntered(address wallet);
    error EntriesStillOpen();
    error EntriesAlreadyClosed();
    error EntriesNotClosed();
    error DrawTooEarly();
    error DrawTooLate();
    error WrongSeed();
    error AlreadyDrawn();
    error RaffleIsCancelled();
    error CannotCancel();
    error NotWinner(address wallet);
    error NothingToRefund(address wallet);

    constructor(RaffleSetup memory s) Ownable(s.owner) LaunchpadPayees(s.payees, s.shares) {
        if (
            s.entryStart >= s.entryEnd ||
            s.drawDeadline <= s.entryEnd ||
            s.winnerCount == 0 ||
            s.winnerCount > MAX_WINNERS ||
            s.commitment == bytes32(0) ||
            address(s.prize) == address(0)
        ) revert InvalidRaffle();
        LaunchpadGate.validate(s.gate);
        prize = s.prize;
        entryStart = s.entryStart;
        entryEnd = s.entryEnd;
        drawDeadline = s.drawDeadline;
        winnerCount = s.winnerCount;
        commitment = s.commitment;
        currency = s.currency;
        entryFee = s.entryFee;
        gate = s.gate;
    }

    /// One entry per wallet, during entryStart <= block.timestamp < entryEnd.
    function enter(bytes32[] calldata proof) external payable nonReentrant {
        if (block.timestamp < entryStart || block.timestamp >= entryEnd || cancelled) revert EntriesNotOpen();
        if (entryOf[msg.sender] != Entry.None) revert AlreadyEntered(msg.sender);
        gate.check(msg.sender, proof);
        entryOf[msg.sender] = Entry.Entered;
        entrants.push(msg.sender);
        emit Entered(msg.sender, entrants.length - 1);
        _collect(currency, entryFee);
    }

    /// By anyone once the window ended: the entries are final, and the next block's seed reveal may draw.
    function close() external {
        if (block.timestamp < entryEnd) revert EntriesStillOpen();
        if (closeBlock != 0) revert EntriesAlreadyClosed();
        if (cancelled) revert RaffleIsCancelled();
        closeBlock = block.number;
        emit EntriesClosed(block.number, entrants.length);
    }

    /// Reveals the seed (anyone holding it may) and draws: a partial Fisher–Yates shuffle of the entrants, step
    /// i swapping place i with place i + keccak256(randomness, i) mod (remaining). Must run within 256 blocks
    /// of the close (while its hash is known) and before the deadline; src/raffle-draw.ts repeats it off chain.
    function draw(bytes32 seed) external nonReentrant {
        if (cancelled) revert RaffleIsCancelled();
        if (drawn) revert AlreadyDrawn();
        uint256 closedAt = closeBlock;
        if (closedAt == 0) revert EntriesNotClosed();
        if (block.number <= closedAt) revert DrawTooEarly();
        if (block.number > closedAt + 256 || block.timestamp > drawDeadline) revert DrawTooLate();
        if (keccak256(abi.encode(seed)) != commitment) revert WrongSeed();

        bytes32 random = keccak256(abi.encode(seed, blockhash(closedAt)));
        uint256 count = entrants.length;
        uint256 picks = count < winnerCount ? count : winnerCount;
        for (uint256 i; i < picks; ++i) {
            uint256 j = i + (uint256(keccak256(abi.encode(random, i))) % (count - i));
            address winner = entrants[j];
            if (j != i) {
                entrants[j] = entrants[i];
                entrants[i] = winner;
            }
            entryOf[winner] = Entry.Won;
        }
        randomness = random;
        winnersDrawn = picks;
        drawn = true;
        emit Drawn(seed, random, picks);
    }

    /// A winner takes its prize, minted by the prize drop.
    function claim() external nonReentrant returns (uint256 tokenId) {
        if (entryOf[msg.sender] != Entry.Won || cancelled) revert NotWinner(msg.sender);
        entryOf[msg.sender] = Entry.Claimed;
        tokenId = prize.mintTo(msg.sender, 1);
        emit PrizeClaimed(msg.sender, tokenId);
    }

    /// Before the draw the owner (the platform) may cancel; once the draw can no longer happen (deadline
    /// passed, or the closing block's hash is gone) anyone may. Every fee becomes refundable.
    function cancel() external {
        if (drawn) revert AlreadyDrawn();
        if (cancelled) revert RaffleIsCancelled();
        bool drawImpossible = block.timestamp > drawDeadline || (closeBlock != 0 && block.number > closeBlock + 256);
        if (msg.sender != owner() && !drawImpossible) revert CannotCancel();
        cancelled = true;
        emit RaffleCancelled();
    }

    /// Pays back the entry fee of a wallet that did not win, or of every entrant of a cancelled raffle.
    function refund() external nonReentrant {
        Entry state = entryOf[msg.sender];
        bool refundable = cancelled ? (state == Entry.Entered || state == Entry.Won) : (drawn && state == Entry.Entered);
        if (!refundable) revert NothingToRefund(msg.sender);
        entryOf[msg.sender] = Entry.Refunded;
        emit Refunded(msg.sender, entryFee);
        if (entryFee != 0) _send(currency, msg.sender, entryFee);
    }

    function entrantCount() external view returns (uint256) {
        return entrants.length;
    }

    /// The winners in draw order (empty before the draw).
    function winners() external view returns (address[] memory list) {
        list = new address[](winnersDrawn);
        for (uint256 i; i < list.length; ++i) list[i] = entrants[i];
    }

    /// The payees earn the winners' fees once drawn, nothing of a cancelled raffle.
    function _proceeds(address currency_) internal view override returns (uint256) {
        if (!drawn || cancelled || currency_ != currency) return 0;
        return entryFee * winnersDrawn;
    }
}
