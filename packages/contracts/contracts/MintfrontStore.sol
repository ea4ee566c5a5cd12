// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";

/// @notice What both store contracts share: the store owner, the minters it approves,
/// EIP-2981 royalties capped at 50% and the contract-level metadata of ERC-7572.
abstract contract MintfrontStore is Ownable, ERC2981 {
    /// spec doc 1 §5: royalty at most 50% (E19), in basis points of the sale price.
    uint96 public constant MAX_ROYALTY_BPS = 5000;

    mapping(address account => bool) public isMinter;
    string private _contractURI;

    event MinterAdded(address indexed account);
    event MinterRemoved(address indexed account);
    /// ERC-7572: marketplaces re-read contractURI() when they see this.
    event ContractURIUpdated();

    error RoyaltyTooHigh(uint96 bps, uint96 maxBps);
    error NotMinter(address account);
    /// A mintBatch whose lists (ids, URIs, royalties) differ in length.
    error LengthMismatch();

    constructor(
        address initialOwner,
        address[] memory minters,
        address royaltyReceiver,
        uint96 royaltyBps,
        string memory contractURI_
    ) Ownable(initialOwner) {
        for (uint256 i = 0; i < minters.length; i++) {
            _addMinter(minters[i]);
        }
        _setDefaultRoyalty(royaltyReceiver, royaltyBps);
        _contractURI = contractURI_;
    }

    modifier onlyMinter() {
        if (msg.sender != owner() && !isMinter[msg.sender]) revert NotMinter(msg.sender);
        _;
    }

    function addMinter(address account) external onlyOwner {
        _addMinter(account);
    }

    function removeMinter(address account) external onlyOwner {
        isMinter[account] = false;
        emit MinterRemoved(account);
    }

    function contractURI() external view returns (string memory) {
        return _contractURI;
    }

    function setContractURI(string calldata newURI) external onlyOwner {
        _contractURI = newURI;
        emit ContractURIUpdated();
    }

    function setDefaultRoyalty(address receiver, uint96 bps) external onlyOwner {
        _setDefaultRoyalty(receiver, bps);
    }

    /// Minters may set it too: the platform mints each NFT with its own royalty (spec doc 1 §3).
    function setTokenRoyalty(uint256 tokenId, address receiver, uint96 bps) external onlyMinter {
        _setTokenRoyalty(tokenId, receiver, bps);
    }

    /// A minted token's royalty (spec doc 1 §5: each NFT has its own), in the mint's transaction: a token that
    /// already answers `bps` keeps its royalty (the default, for a new token: nothing is stored), any other is
    /// set for the token, paid to the receiver it would pay (the default's); above 50% the mint reverts.
    function _setMintRoyalty(uint256 tokenId, uint96 bps) internal {
        (address receiver, uint256 current) = royaltyInfo(tokenId, _feeDenominator());
        if (current != bps) _setTokenRoyalty(tokenId, receiver, bps);
    }

    function _addMinter(address account) private {
        isMinter[account] = true;
        emit MinterAdded(account);
    }

    function _setDefaultRoyalty(address receiver, uint96 bps) internal override {
        _checkRoyalty(bps);
        super._setDefaultRoyalty(receiver, bps);
    }

    function _setTokenRoyalty(uint256 tokenId, address receiver, uint96 bps) internal override {
        _checkRoyalty(bps);
        super._setTokenRoyalty(tokenId, receiver, bps);
    }

    function _checkRoyalty(uint96 bps) private pure {
        if (bps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(bps, MAX_ROYALTY_BPS);
    }
}
