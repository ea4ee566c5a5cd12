// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";
import {ERC721Utils} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Utils.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ERC165, IERC165} from "@openzeppelin/contracts/utils/introspection/ERC165.sol";

/// @notice An ERC-721 whose ids are minted in sequence from 1, after ERC721A (chiru-labs): a batch mint writes
/// the buyer's balance once and the owner of its first id only. The ids after a written owner belong to it
/// until the next written one (a run); a transfer writes its id's owner and, when the next id had none, hands
/// the rest of the run to that id. No burning, so every id below `_nextId` has an owner.
/// `ownerOf` walks back to the start of a run, so callers keep batches small (MintfrontDrop: MAX_BATCH).
abstract contract SequentialERC721 is ERC165, IERC721, IERC721Metadata, IERC721Errors {
    string private _name;
    string private _symbol;
    uint256 private _nextId = 1;
    /// The owner written for the id that starts a run; address(0) for the ids that inherit it.
    mapping(uint256 tokenId => address) private _runOwner;
    mapping(address owner => uint256) private _balances;
    mapping(uint256 tokenId => address) private _tokenApprovals;
    mapping(address owner => mapping(address operator => bool)) private _operatorApprovals;

    constructor(string memory name_, string memory symbol_) {
        _name = name_;
        _symbol = symbol_;
    }

    function supportsInterface(bytes4 interfaceId) public view virtual override(ERC165, IERC165) returns (bool) {
        return
            interfaceId == type(IERC721).interfaceId ||
            interfaceId == type(IERC721Metadata).interfaceId ||
            super.supportsInterface(interfaceId);
    }

    function name() public view virtual returns (string memory) {
        return _name;
    }

    function symbol() public view virtual returns (string memory) {
        return _symbol;
    }

    /// Every minted token (there is no burning).
    function totalSupply() public view returns (uint256) {
        return _nextId - 1;
    }

    function balanceOf(address owner) public view virtual returns (uint256) {
        if (owner == address(0)) revert ERC721InvalidOwner(address(0));
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view virtual returns (address) {
        return _ownerOf(tokenId);
    }

    function approve(address to, uint256 tokenId) public virtual {
        address owner = _ownerOf(tokenId);
        if (msg.sender != owner && !_operatorApprovals[owner][msg.sender]) revert ERC721InvalidApprover(msg.sender);
        _tokenApprovals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) public view virtual returns (address) {
        _ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) public virtual {
        if (operator == address(0)) revert ERC721InvalidOperator(address(0));
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) public view virtual returns (bool) {
        return _operatorApprovals[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public virtual {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        address owner = _ownerOf(tokenId);
        if (owner != from) revert ERC721IncorrectOwner(from, tokenId, owner);
        address approved = _tokenApprovals[tokenId];
        if (msg.sender != from && msg.sender != approved && !_operatorApprovals[from][msg.sender]) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        if (approved != address(0)) delete _tokenApprovals[tokenId];
        unchecked {
            _balances[from] -= 1;
            _balances[to] += 1;
            uint256 next = tokenId + 1;
            // The next id inherited `from` through this one: write it down before this id changes hands.
            if (next < _nextId && _runOwner[next] == address(0)) _runOwner[next] = from;
        }
        _runOwner[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) public virtual {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public virtual {
        transferFrom(from, to, tokenId);
        ERC721Utils.checkOnERC721Received(msg.sender, from, to, tokenId, data);
    }

    /// Mints `quantity` ids in sequence to `to` with three storage writes (next id, balance, run owner) and
    /// returns the first. State only: the caller asks `_checkReceived` after its other effects.
    function _mint(address to, uint256 quantity) internal returns (uint256 firstId) {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        firstId = _nextId;
        uint256 end = firstId + quantity;
        _nextId = end;
        _runOwner[firstId] = to;
        unchecked {
            _balances[to] += quantity;
            for (uint256 id = firstId; id < end; ++id) emit Transfer(address(0), to, id);
        }
    }

    /// ERC-721's safe-mint check for each id of a batch (nothing to ask when `to` has no code).
    function _checkReceived(address to, uint256 firstId, uint256 quantity) internal {
        if (to.code.length == 0) return;
        for (uint256 i; i < quantity; ++i) {
            ERC721Utils.checkOnERC721Received(msg.sender, address(0), to, firstId + i, "");
        }
    }

    function _exists(uint256 tokenId) internal view returns (bool) {
        return tokenId != 0 && tokenId < _nextId;
    }

    function _ownerOf(uint256 tokenId) internal view returns (address owner) {
        if (!_exists(tokenId)) revert ERC721NonexistentToken(tokenId);
        unchecked {
            while ((owner = _runOwner[tokenId]) == address(0)) --tokenId;
        }
    }
}
