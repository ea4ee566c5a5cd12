// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {SequentialERC721} from "./SequentialERC721.sol";
import {MintfrontStore} from "./MintfrontStore.sol";
import {LaunchpadGate} from "./LaunchpadGate.sol";
import {LaunchpadPayees} from "./LaunchpadPayees.sol";

/// @notice One drop (spec doc 2 §3 Drop), deployed as its own collection: buyers mint up to `maxSupply`
/// (at most 1,000) ids in sequence during the drop's phases, each with its price and currency, window,
/// allowlist, holding rule, claim limit per wallet and bulk discounts. An airdrop is a phase priced 0 with a
/// claim limit. Art is hidden behind a placeholder until the open-box date; its order is committed before
/// the first mint by a provenance hash and shifted by a starting index nobody knew while minting.
/// Owner and minters (MintfrontStore: the store wallet and the platform operator) configure it; minters may
/// also mint outside phases (raffle prizes, reserves).
contract MintfrontDrop is SequentialERC721, MintfrontStore, LaunchpadPayees {
    using LaunchpadGate for LaunchpadGate.Gate;

    /// spec doc 2 §5, §9: at most 1,000 NFTs in a drop.
    uint256 public constant MAX_SUPPLY_LIMIT = 1000;
    /// Largest batch of one mint: bounds the walk of `ownerOf` over a batch's ids.
    uint256 public constant MAX_BATCH = 50;
    uint256 private constant MAX_DISCOUNT_TIERS = 4;

    struct BulkDiscount {
        uint32 minQuantity;
        /// Basis points off the whole purchase (1,000 = pay 10 % less).
        uint16 percentBps;
    }

    struct PhaseConfig {
        uint64 start;
        /// Minting is open while start <= block.timestamp < end.
        uint64 end;
        uint128 price;
        address currency;
        /// 0 = Unlimited.
        uint32 limitPerWallet;
        /// Ascending minQuantity, at most 4; the largest tier the quantity reaches applies.
        BulkDiscount[] bulkDiscounts;
        LaunchpadGate.Gate gate;
    }

    struct Phase {
        uint64 start;
        uint64 end;
        uint128 price;
        address currency;
        uint32 limitPerWallet;
        /// Up to 4 tiers of 64 bits, lowest tier in the low bits: minQuantity (32 bits) | percentBps << 32.
        /// One storage word instead of one per tier: every mint reads it.
        uint256 bulkDiscounts;
        LaunchpadGate.Gate gate;
    }

    struct DropSetup {
        string name;
        string symbol;
        address owner;
        address[] minters;
        address royaltyReceiver;
        uint96 royaltyBps;
        string contractURI;
        uint256 maxSupply;
        string placeholderURI;
        uint64 openDate;
        address[] payees;
        uint256[] shares;
    }

    uint256 public immutable maxSupply;
    /// The open-box date: the art may be revealed from then on.
    uint64 public immutable openDate;

    Phase[] private _phases;
    mapping(uint256 phaseId => mapping(address wallet => uint256)) public claimed;
    /// keccak256 of the art's content hashes in their original order (src/drop-reveal.ts), set once.
    bytes32 public provenanceHash;
    bool public cancelled;
    uint256 public startingIndexBlock;
    /// Token id t shows art number (t - 1 + startingIndex) % maxSupply of the provenance order.
    uint256 public startingIndex;
    bool public startingIndexFixed;
    string private _placeholderURI;
    string private _baseURI;

    event PhasesSet(uint256 count);
    event Claimed(
        uint256 indexed phaseId,
        address indexed wallet,
        uint256 firstTokenId,
        uint256 quantity,
        address currency,
        uint256 paid
    );
    event ProvenanceSet(bytes32 provenanceHash);
    event StartingIndexLocked(uint256 blockNumber);
    event StartingIndexFixed(uint256 startingIndex);
    event Revealed(string baseURI);
    event DropCancelled();
    /// EIP-4906: marketplaces re-read the metadata of these ids (at the reveal).
    event BatchMetadataUpdate(uint256 fromTokenId, uint256 toTokenId);

    error InvalidSupply(uint256 maxSupply);
    error InvalidPhase(uint256 phaseId);
    error ConsecutiveUnlimited(uint256 phaseId);
    error PhasesLocked();
    error UnknownPhase(uint256 phaseId);
    error PhaseNotActive(uint256 phaseId);
    error InvalidQuantity();
    error SoldOut(uint256 remaining);
    error ClaimLimitExceeded(uint256 limit, uint256 alreadyClaimed);
    error ProvenanceNotSet();
    error ProvenanceAlreadySet();
    error DropIsCancelled();
    error NotOpenYet(uint64 openDate);
    error StartingIndexAlreadyLocked();
    error StartingIndexNotLocked();
    error StartingIndexAlreadyFixed();
    error StartingIndexNotFixed();
    error AlreadyRevealed();

    constructor(DropSetup memory s)
        SequentialERC721(s.name, s.symbol)
        MintfrontStore(s.owner, s.minters, s.royaltyReceiver, s.royaltyBps, s.contractURI)
        LaunchpadPayees(s.payees, s.shares)
    {
        if (s.maxSupply == 0 || s.maxSupply > MAX_SUPPLY_LIMIT) revert InvalidSupply(s.maxSupply);
        maxSupply = s.maxSupply;
        openDate = s.openDate;
        _placeholderURI = s.placeholderURI;
    }

    // ---- configuration (owner and minters) ----

    /// Replaces every phase; only before the first mint. Windows must follow one another without overlap,
    /// so at most one phase is current at any time.
    function setPhases(PhaseConfig[] calldata configs) external onlyMinter {
        if (totalSupply() != 0) revert PhasesLocked();
        delete _phases;
        for (uint256 i; i < configs.length; ++i) {
            PhaseConfig calldata c = configs[i];
            if (c.start >= c.end || (i > 0 && c.start < configs[i - 1].end)) revert InvalidPhase(i);
            // spec doc 2 §5: two consecutive phases cannot both be Unlimited.
            if (i > 0 && c.limitPerWallet == 0 && configs[i - 1].limitPerWallet == 0) revert ConsecutiveUnlimited(i);
            LaunchpadGate.validate(c.gate);
            _phases.push(
                Phase({
                    start: c.start,
                    end: c.end,
                    price: c.price,
                    currency: c.currency,
                    limitPerWallet: c.limitPerWallet,
                    bulkDiscounts: _packDiscounts(c.bulkDiscounts, i),
                    gate: c.gate
                })
            );
        }
        emit PhasesSet(configs.length);
    }

    function setProvenanceHash(bytes32 hash) external onlyMinter {
        if (provenanceHash != bytes32(0)) revert ProvenanceAlreadySet();
        if (hash == bytes32(0)) revert ProvenanceNotSet();
        provenanceHash = hash;
        emit ProvenanceSet(hash);
    }

    /// spec doc 2 §4: a cancelled drop takes no more phase mints; the minted tokens stay.
    function cancel() external onlyMinter {
        cancelled = true;
        emit DropCancelled();
    }

    // ---- minting ----

    /// Mints `quantity` ids to the caller in phase `phaseId`, paying the phase's price less its bulk discount.
    /// `proof`: the caller's merkle proof when the phase has an allowlist, else empty.
    function mint(uint256 phaseId, uint256 quantity, bytes32[] calldata proof) external payable nonReentrant {
        if (phaseId >= _phases.length) revert UnknownPhase(phaseId);
        Phase storage p = _phases[phaseId];
        if (block.timestamp < p.start || block.timestamp >= p.end) revert PhaseNotActive(phaseId);
        if (cancelled) revert DropIsCancelled();
        p.gate.check(msg.sender, proof);
        uint256 limit = p.limitPerWallet;
        if (limit != 0) {
            uint256 already = claimed[phaseId][msg.sender];
            if (already + quantity > limit) revert ClaimLimitExceeded(limit, already);
            claimed[phaseId][msg.sender] = already + quantity;
        }
        uint256 firstId = _mintChecked(msg.sender, quantity);
        address currency = p.currency;
        uint256 total = _total(p.price, p.bulkDiscounts, quantity);
        emit Claimed(phaseId, msg.sender, firstId, quantity, currency, total);
        _collect(currency, total);
        _checkReceived(msg.sender, firstId, quantity);
    }

    /// Minters mint outside the phases (raffle prizes, reserves), within the supply.
    function mintTo(address to, uint256 quantity) external onlyMinter nonReentrant returns (uint256 firstId) {
        firstId = _mintChecked(to, quantity);
        _checkReceived(to, firstId, quantity);
    }

    // ---- reveal ----

    /// Step 1 of the starting index, by anyone from the open-box date: fixes the block whose hash will
    /// choose it. That hash does not exist yet when this is sent, so no one can pick the index by timing.
    function lockStartingIndex() external {
        if (block.timestamp < openDate) revert NotOpenYet(openDate);
        if (startingIndexBlock != 0) revert StartingIndexAlreadyLocked();
        startingIndexBlock = block.number;
        emit StartingIndexLocked(block.number);
    }

    /// Step 2, by anyone in a later block. Past 256 blocks the locked hash is gone, and the previous block's
    /// serves instead (as BAYC): whoever waits that long competes with every holder who may call earlier.
    function fixStartingIndex() external {
        uint256 lockedAt = startingIndexBlock;
        if (lockedAt == 0 || block.number <= lockedAt) revert StartingIndexNotLocked();
        if (startingIndexFixed) revert StartingIndexAlreadyFixed();
        bytes32 source = blockhash(lockedAt);
        if (source == bytes32(0)) source = blockhash(block.number - 1);
        startingIndex = uint256(keccak256(abi.encode(source, provenanceHash))) % maxSupply;
        startingIndexFixed = true;
        emit StartingIndexFixed(startingIndex);
    }

    /// Publishes the art's base URI (once): token t then answers baseURI + its art number.
    function reveal(string calldata baseURI) external onlyMinter {
        if (!startingIndexFixed) revert StartingIndexNotFixed();
        if (bytes(_baseURI).length != 0) revert AlreadyRevealed();
        _baseURI = baseURI;
        emit Revealed(baseURI);
        emit BatchMetadataUpdate(1, maxSupply);
    }

    function revealed() public view returns (bool) {
        return bytes(_baseURI).length != 0;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        _ownerOf(tokenId);
        if (!revealed()) return _placeholderURI;
        return string.concat(_baseURI, Strings.toString((tokenId - 1 + startingIndex) % maxSupply));
    }

    // ---- views ----

    function phaseCount() external view returns (uint256) {
        return _phases.length;
    }

    function phase(uint256 phaseId) external view returns (PhaseConfig memory config) {
        if (phaseId >= _phases.length) revert UnknownPhase(phaseId);
        Phase storage p = _phases[phaseId];
        config.start = p.start;
        config.end = p.end;
        config.price = p.price;
        config.currency = p.currency;
        config.limitPerWallet = p.limitPerWallet;
        config.gate = p.gate;
        config.bulkDiscounts = _unpackDiscounts(p.bulkDiscounts);
    }

    /// The phase open now, if any.
    function currentPhase() external view returns (bool open, uint256 phaseId) {
        for (uint256 i; i < _phases.length; ++i) {
            if (block.timestamp >= _phases[i].start && block.timestamp < _phases[i].end) return (true, i);
        }
    }

    /// What `quantity` costs in phase `phaseId`, bulk discount applied.
    function quote(uint256 phaseId, uint256 quantity) external view returns (uint256) {
        if (phaseId >= _phases.length) revert UnknownPhase(phaseId);
        Phase storage p = _phases[phaseId];
        return _total(p.price, p.bulkDiscounts, quantity);
    }

    function supportsInterface(bytes4 interfaceId) public view override(SequentialERC721, ERC2981) returns (bool) {
        // EIP-4906's interface id, so marketplaces listen for BatchMetadataUpdate.
        return interfaceId == bytes4(0x49064906) || super.supportsInterface(interfaceId);
    }

    // ---- internals ----

    function _mintChecked(address to, uint256 quantity) private returns (uint256) {
        if (provenanceHash == bytes32(0)) revert ProvenanceNotSet();
        if (quantity == 0 || quantity > MAX_BATCH) revert InvalidQuantity();
        uint256 remaining = maxSupply - totalSupply();
        if (quantity > remaining) revert SoldOut(remaining);
        return _mint(to, quantity);
    }

    /// Proceeds are everything the contract holds plus what it already released.
    function _proceeds(address currency) internal view override returns (uint256) {
        return _held(currency) + totalReleased[currency];
    }

    function _total(uint256 unitPrice, uint256 discounts, uint256 quantity) private pure returns (uint256) {
        uint256 gross = unitPrice * quantity;
        uint256 bps;
        for (; discounts != 0; discounts >>= 64) {
            if (quantity < uint32(discounts)) break;
            bps = uint16(discounts >> 32);
        }
        return gross - (gross * bps) / BPS;
    }

    function _packDiscounts(BulkDiscount[] calldata tiers, uint256 phaseId) private pure returns (uint256 packed) {
        if (tiers.length > MAX_DISCOUNT_TIERS) revert InvalidPhase(phaseId);
        uint32 previous;
        for (uint256 i; i < tiers.length; ++i) {
            BulkDiscount calldata t = tiers[i];
            if (t.minQuantity <= previous || t.percentBps == 0 || t.percentBps > BPS) revert InvalidPhase(phaseId);
            previous = t.minQuantity;
            packed |= (uint256(t.minQuantity) | (uint256(t.percentBps) << 32)) << (64 * i);
        }
    }

    function _unpackDiscounts(uint256 packed) private pure returns (BulkDiscount[] memory tiers) {
        uint256 count;
        for (uint256 p = packed; p != 0; p >>= 64) ++count;
        tiers = new BulkDiscount[](count);
        for (uint256 i; i < count; ++i) {
            uint256 tier = packed >> (64 * i);
            tiers[i] = BulkDiscount(uint32(tier), uint16(tier >> 32));
        }
    }
}
